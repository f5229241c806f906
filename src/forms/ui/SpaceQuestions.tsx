'use client'

import { asOptions, currentSurfaces, desiredSurfaces, roomTypes, surfaceLabel } from '@/forms/shared/options'
import { ChoiceCards } from './ChoiceCards'
import { MultiToggle } from './MultiToggle'

type Props = {
  /** The names the form gives the living space today and the surface to add. */
  names: { current: string; desired: string }
  /** How the form asks for the surface to add. */
  desiredLegend: string
}

/** The living space today, the surface to add and the rooms wanted there (field `roomType`). */
export function SpaceQuestions({ names, desiredLegend }: Props) {
  return (
    <>
      <ChoiceCards name={names.current} dense legend="Surface habitable actuelle" options={asOptions(currentSurfaces)} />
      <ChoiceCards
        name={names.desired}
        dense
        legend={desiredLegend}
        options={desiredSurfaces.map((value) => ({ value, label: surfaceLabel(value) }))}
      />
      <MultiToggle name="roomType" legend="Pièces souhaitées" options={roomTypes} hint="Plusieurs choix possibles" />
    </>
  )
}
