import { Check } from '@/components/icons/Check'

/** A card's strong points, each ticked (icon cards, products). */
export function FeatureList({ features }: { features: readonly string[] }) {
  return (
    <ul className="mt-4 space-y-1.5 text-sm text-slate-700">
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-2">
          <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-500" /> {feature}
        </li>
      ))}
    </ul>
  )
}
