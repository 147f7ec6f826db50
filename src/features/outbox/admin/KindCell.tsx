import type { DefaultServerCellComponentProps } from 'payload'

import { kindLabel } from '@/features/outbox/kinds'

/** The Outbox list's "What it is" column, in words. */
export const KindCell = ({ cellData }: DefaultServerCellComponentProps) => (
  <span>{kindLabel(cellData)}</span>
)
