import { Icon, type IconProps } from '@/components/ui/icons-core'

/** The icons of the estimate form and the lists that load with it (a spinner, the upload mark). */
export function SpinnerIcon({ className = '', ...props }: IconProps) {
  return (
    <Icon className={`animate-spin motion-reduce:animate-none ${className}`} {...props}>
      <path d="M21 12a9 9 0 1 1-6.2-8.6" />
    </Icon>
  )
}

export function UploadIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12" />
    </Icon>
  )
}
