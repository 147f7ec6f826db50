import { UndoEmailChangePage } from '@/features/staff/ui/UndoEmailChangePage'
import {
  accountLink,
  accountLinkMetadata,
  type AccountLinkProps,
} from '@/features/staff/ui/accountLink'

export const metadata = accountLinkMetadata('Undo a change of e-mail address')

export default async function Page(props: AccountLinkProps) {
  return <UndoEmailChangePage {...await accountLink(props)} />
}
