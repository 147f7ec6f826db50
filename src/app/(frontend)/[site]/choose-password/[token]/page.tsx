import { ChoosePasswordPage } from '@/features/staff/ui/ChoosePasswordPage'
import {
  accountLink,
  accountLinkMetadata,
  type AccountLinkProps,
} from '@/features/staff/ui/accountLink'

export const metadata = accountLinkMetadata('Choose your password')

export default async function Page(props: AccountLinkProps) {
  return <ChoosePasswordPage {...await accountLink(props)} />
}
