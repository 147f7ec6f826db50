'use client'

import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'

import type { LeadsDay } from '@/features/analytics/server/aggregate'
import { SOURCE_LABELS } from '@/features/leads/domain'

/**
 * The dashboard's two charts (recharts, on this page only). They are pictures for the eye: each
 * has a table beside it ("Show as table") that screen readers and keyboards use instead, so the
 * charts are hidden from them and take no focus.
 */

const COLORS = {
  forest: '#2f5d46',
  // cedar-600: its legend text keeps 5.5:1 on white.
  cedar: '#a4521c',
  sky: '#3b6e8f',
  plum: '#7a4a76',
  grey: '#6b6660',
}

const shortDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
})
const longDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})
const dayLabel = (day: unknown, format = shortDay) =>
  typeof day === 'string' ? format.format(new Date(`${day}T00:00:00Z`)) : String(day)

const frame = 'h-64 w-full sm:h-72'
const INITIAL = { width: 320, height: 256 }

export function VisitorsChart({
  data,
}: {
  data: { day: string; visitors: number; pageviews: number }[]
}) {
  return (
    <div aria-hidden="true" className={frame} data-testid="visitors-chart">
      <ResponsiveContainer width="100%" height="100%" initialDimension={INITIAL}>
        <AreaChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={(day) => dayLabel(day)} minTickGap={24} />
          <YAxis allowDecimals={false} width={40} />
          <Tooltip labelFormatter={(day) => dayLabel(day, longDay)} />
          <Legend />
          <Area
            type="monotone"
            dataKey="pageviews"
            name="Page views"
            stroke={COLORS.cedar}
            fill={COLORS.cedar}
            fillOpacity={0.15}
            isAnimationActive={false}
          />
          <Area
            type="monotone"
            dataKey="visitors"
            name="Visitors"
            stroke={COLORS.forest}
            fill={COLORS.forest}
            fillOpacity={0.3}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  )
}

const SOURCE_COLORS = {
  calculator: COLORS.forest,
  chat: COLORS.cedar,
  contact: COLORS.sky,
  phone: COLORS.plum,
} as const

export function LeadsChart({ data }: { data: LeadsDay[] }) {
  return (
    <div aria-hidden="true" className={frame} data-testid="leads-chart">
      <ResponsiveContainer width="100%" height="100%" initialDimension={INITIAL}>
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={(day) => dayLabel(day)} minTickGap={24} />
          <YAxis allowDecimals={false} width={40} />
          <Tooltip labelFormatter={(day) => dayLabel(day, longDay)} />
          <Legend />
          {(Object.keys(SOURCE_COLORS) as (keyof typeof SOURCE_COLORS)[]).map((source) => (
            <Bar
              key={source}
              dataKey={source}
              name={SOURCE_LABELS[source]}
              stackId="leads"
              fill={SOURCE_COLORS[source]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
