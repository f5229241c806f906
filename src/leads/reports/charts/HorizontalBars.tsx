'use client'
import { useEffect, useRef, useState } from 'react'
import { AxisBottom } from '@visx/axis'
import { Group } from '@visx/group'
import { scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import { formatDuration } from '@/leads/rules/responseTime'
import { seriesColours, type ChartData, type ChartUnit } from './chartData'

const LABEL = 16
const BAR = 16
const GAP = 10
const AXIS = 28
const VALUE_SPACE = 64

const numberFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 })
const formatValue = (unit: ChartUnit, value: number) =>
  unit === 'share'
    ? `${numberFormat.format(value * 100)}\u00a0%`
    : unit === 'minutes'
      ? formatDuration(Math.round(value))
      : numberFormat.format(value)

/**
 * Horizontal stacked bars with each category's name above its bar: readable at 390 px whatever the
 * names' length. SVG through visx (scales, axis, bars); the width follows the container.
 */
export function HorizontalBars({ data }: { data: ChartData }) {
  const box = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(600)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.max(240, Math.floor(entry.contentRect.width))))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  const totals = data.values.map((values) => values.reduce((sum, value) => sum + value, 0))
  // An empty chart still draws its axis: up to 1 lead, 100 % or 1 hour.
  const max = Math.max(data.unit === 'minutes' ? 60 : 1, ...totals)
  const x = scaleLinear<number>({ domain: [0, max], range: [0, width - VALUE_SPACE], nice: true })
  const row = LABEL + BAR + GAP
  const height = data.categories.length * row + AXIS
  const ticks = x.ticks(width < 480 ? 3 : 5)
  // Leads are whole: no "0,5" tick.
  const tickValues = data.unit === 'count' ? ticks.filter((tick) => Number.isInteger(tick)) : ticks
  return (
    <div ref={box} className="lr-chart">
      {data.series.length > 1 && (
        <ul className="lr-legend" aria-hidden="true">
          {data.series.map((series, index) => (
            <li key={series}>
              <span className="lr-swatch" style={{ background: seriesColours[index % seriesColours.length] }} />
              {series}
            </li>
          ))}
        </ul>
      )}
      <svg width={width} height={height} role="img" aria-label={`${data.title} (graphique, les chiffres sont dans le tableau ci-dessous)`}>
        {data.categories.map((category, index) => {
          let start = 0
          return (
            <Group key={`${category}-${index}`} top={index * row}>
              <text x={0} y={LABEL - 4} className="lr-chart__label">
                {category}
              </text>
              {data.values[index]!.map((value, series) => {
                const bar = (
                  <Bar
                    key={series}
                    x={x(start)}
                    y={LABEL}
                    width={Math.max(0, x(start + value) - x(start))}
                    height={BAR}
                    fill={seriesColours[series % seriesColours.length]}
                  />
                )
                start += value
                return bar
              })}
              <text x={x(start) + 6} y={LABEL + BAR - 3} className="lr-chart__value">
                {formatValue(data.unit, totals[index]!)}
              </text>
            </Group>
          )
        })}
        <AxisBottom
          top={data.categories.length * row}
          scale={x}
          tickValues={tickValues}
          tickFormat={(value) => formatValue(data.unit, Number(value))}
          stroke="currentColor"
          tickStroke="currentColor"
          tickLabelProps={{ fill: 'currentColor', fontSize: 11, textAnchor: 'middle' }}
        />
      </svg>
    </div>
  )
}
