import { EstimatePage, estimateMetadata } from '@/features/estimate/ui/EstimatePage'

export const generateMetadata = estimateMetadata

export default EstimatePage
