/** Entry point: draws one seed illustration as a complete SVG document. */
import { drawHouseScene, drawTeamScene } from './exterior'
import { drawFinishedRoom, drawRawRoom } from './interior'
import { drawWorkshopScene } from './workshop'
import type { SceneRoom } from '../data/types'

export type SceneOptions = {
  room: SceneRoom
  stage: 'before' | 'after'
  /** project index: palette, roof pitch, windows and layout */
  variant: number
  /** gallery framing: 0 wide, 1 furniture corner, 2 roof window, 3 other end */
  view?: number
  width?: number
  height?: number
}

export function drawScene(options: SceneOptions): string {
  const { room, variant } = options
  const view = options.view ?? 0
  const width = options.width ?? 1600
  const height = options.height ?? 1000
  switch (room) {
    case 'bedroom':
    case 'office':
    case 'bathroom':
    case 'living':
      return options.stage === 'before'
        ? drawRawRoom(room, variant, view, width, height)
        : drawFinishedRoom(room, variant, view, width, height)
    case 'house':
      return drawHouseScene(variant, view, width, height)
    case 'team':
      return drawTeamScene(variant, view, width, height)
    case 'workshop':
      return drawWorkshopScene(variant, view, width, height)
  }
}
