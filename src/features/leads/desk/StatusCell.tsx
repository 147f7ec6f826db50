'use client'

import type { DefaultCellComponentProps } from 'payload'

import { StatusSelect } from '@/features/leads/desk/StatusSelect'

/** The leads list's status column: a status changes from the list, without opening the lead. */
export function StatusCell({ cellData, rowData }: DefaultCellComponentProps) {
  return (
    <StatusSelect
      id={rowData.id as number | string}
      name={String(rowData.name ?? 'this lead')}
      status={String(cellData ?? 'new')}
    />
  )
}
