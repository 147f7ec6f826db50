import { EstimatePage, estimateMetadata } from '@/components/EstimatePage'

export const generateMetadata = estimateMetadata

export default EstimatePage
