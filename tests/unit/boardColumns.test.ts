import { describe, expect, it } from 'vitest'
import { boardColumns, neighbourColumn } from '@/leads/dashboard/board/boardColumns'
import { moveAnnouncement } from '@/leads/dashboard/board/moveAnnouncement'

describe('the pipeline board', () => {
  it('has one column per status in the spec’s order (Perdu before Invalide), or those the status filter keeps', () => {
    expect(boardColumns('')).toEqual(['new', 'to-contact', 'in-progress', 'converted', 'lost', 'invalid'])
    expect(boardColumns('in-progress-group')).toEqual(['to-contact', 'in-progress'])
    expect(boardColumns('converted')).toEqual(['converted'])
  })

  it('sends a card one column left or right with the arrow keys, never past either end', () => {
    const all = boardColumns('')
    expect(neighbourColumn(all, 'to-contact', 'ArrowRight')).toBe('in-progress')
    expect(neighbourColumn(all, 'to-contact', 'ArrowLeft')).toBe('new')
    expect(neighbourColumn(all, 'invalid', 'ArrowRight')).toBeNull()
    expect(neighbourColumn(all, 'new', 'ArrowLeft')).toBeNull()
    expect(neighbourColumn(all, 'new', 'ArrowDown')).toBeNull()
  })

  it('says each move in French, with French quotation marks and spacing', () => {
    expect(moveAnnouncement('Léa Roux', 'converted', 'moved')).toBe('«\u00a0Léa Roux\u00a0» déplacé vers Converti.')
    expect(moveAnnouncement('Léa Roux', 'invalid', 'failed')).toBe(
      'Échec du déplacement de «\u00a0Léa Roux\u00a0» vers Invalide\u00a0: le lead reste dans sa colonne.',
    )
  })
})
