import { EstimateFormView, type FieldName } from '@/components/EstimateForm/View'
import { ESTIMATE_FIELDS } from '@/lib/validations/estimate'

const controls = Object.fromEntries(ESTIMATE_FIELDS.map((name) => [name, { name }])) as Record<
  FieldName,
  { name: string }
>

/**
 * The estimate form as the server draws it before its code has loaded: the same markup, disabled,
 * so the page does not move when the live form takes its place (see ./Lazy.tsx).
 */
export function EstimateFormPlaceholder({ headingLevel }: { headingLevel: 2 | 3 }) {
  return (
    <EstimateFormView
      headingLevel={headingLevel}
      live={false}
      controls={controls}
      errors={{}}
      values={{}}
      mediaCount={0}
    />
  )
}
