import { describe, expect, it } from 'vitest'
import { fillSettings, fillSettingsHref, settingsTokens, type SettingsValues } from '@/rules/settingsTokens'

const values = Object.fromEntries(Object.keys(settingsTokens).map((token) => [token, `<${token}>`])) as SettingsValues
values.telephone = '02 35 00 00 00'
values['projets-qui-sommes-nous'] = '3000+'

describe('fillSettings', () => {
  it('replaces each known token, wherever it stands and as often as it appears', () => {
    expect(fillSettings('{projets-qui-sommes-nous} projets', values)).toBe('3000+ projets')
    expect(fillSettings('Appeler le {telephone}, ou le {telephone}', values)).toBe('Appeler le 02 35 00 00 00, ou le 02 35 00 00 00')
  })

  it('leaves text without tokens and unknown braces as written', () => {
    expect(fillSettings('3 générations', values)).toBe('3 générations')
    expect(fillSettings('{inconnu} et {Telephone}', values)).toBe('{inconnu} et {Telephone}')
  })
})

describe('fillSettingsHref', () => {
  it('makes a tel: link of the phone number with only the digits dialled', () => {
    expect(fillSettingsHref('tel:{telephone}', values)).toBe('tel:0235000000')
  })

  it('leaves other links as written', () => {
    expect(fillSettingsHref('/etude-gratuite', values)).toBe('/etude-gratuite')
  })
})
