import { TrendingUp } from '@/components/icons/TrendingUp'

/**
 * The added value every tool shows: the company's one figure (site settings, « plus-value »), the one every
 * page gives, never a figure of the tool's own by surface.
 */
export function valueGainCard(valueGain: string) {
  return {
    icon: TrendingUp,
    title: 'Plus-value moyenne',
    value: valueGain,
    text: 'Constatée en moyenne sur nos chantiers ; la vôtre dépend de votre bien et de votre ville.',
  }
}
