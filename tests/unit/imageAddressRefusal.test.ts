import { describe, expect, it } from 'vitest'
import { imageAddressRefusal, imageAddressRefused } from '@/http/imageAddressRefusal'

const optimiser = (url: string, rest = '&w=640&q=75') => `/_next/image?url=${encodeURIComponent(url)}${rest}`

describe('imageAddressRefusal', () => {
  it('lets through an upload’s address as Payload writes it, accents and spaces included', () => {
    for (const url of [
      '/api/media/file/apres-combles-douai.jpg',
      `/api/media/file/${encodeURIComponent('chantier été 2026 (1).webp')}`,
      `/api/media/file/${encodeURIComponent("l'atelier.png")}`,
    ])
      expect(imageAddressRefusal(optimiser(url)), url).toBeNull()
  })

  it('refuses the same file under another name: a fragment, a character encoded another way, a query string', () => {
    for (const url of [
      '/api/media/file/apres-combles-douai.jpg#1',
      '/api/media/file/apres-combles-douai.jpg#2',
      '/api/media/file/%61pres-combles-douai.jpg',
      '/api/media/file/chantier%c3%a9.jpg',
      '/api/media/file/apres-combles-douai.jpg?rt4=1',
      '/api/media/file/../file/apres-combles-douai.jpg',
      '/api/media/file//apres-combles-douai.jpg',
      '/api/media/file/%E0%A4%A.jpg',
      '/images/partage.jpg',
    ])
      expect(imageAddressRefusal(optimiser(url)), url).toBe(imageAddressRefused)
  })

  it('leaves every other request, and the optimiser’s own refusals, to Next', () => {
    expect(imageAddressRefusal('/api/media/file/x.jpg#1')).toBeNull()
    expect(imageAddressRefusal('/_next/image?w=640&q=75')).toBeNull()
    expect(imageAddressRefusal('/_next/image?url=a&url=b&w=640&q=75')).toBeNull()
    expect(imageAddressRefusal('/_next/imagex?url=%2Fx')).toBeNull()
  })
})
