/**
 * What a visitor can do about a phone number or an e-mail address the site's rules refused (phoneNumber.ts,
 * emailAddress.ts), said beside the spec's own message, which stays as it is. Null when nothing more precise
 * than the message can be said, or when the value passes.
 */
import { isEmailAddress } from './emailAddress'
import { isPhoneNumber } from './phoneNumber'

const digitsOf = (value: string) => value.replace(/\D/g, '')

export function phoneHint(value: string): string | null {
  const phone = value.trim()
  if (!phone || isPhoneNumber(phone)) return null
  if (/[^\d\s.()+-]/.test(phone)) return 'Seuls les chiffres comptent : pas de lettre dans un numéro.'
  const digits = digitsOf(phone)
  if (/^(\+33|0033)/.test(phone.replace(/[\s.()-]/g, ''))) {
    const national = digits.replace(/^(0033|33)/, '').replace(/^0/, '')
    if (national.length < 9) return `Après l’indicatif +33, il faut 9 chiffres : il en manque ${9 - national.length}.`
    if (national.length > 9) return `Après l’indicatif +33, il faut 9 chiffres : ${national.length - 9} de trop.`
    return null
  }
  if (phone.startsWith('0') && !phone.startsWith('00')) {
    if (digits.length < 10) return `Un numéro français a 10 chiffres : il en manque ${10 - digits.length}.`
    if (digits.length > 10) return `Un numéro français a 10 chiffres : ${digits.length - 10} de trop.`
  }
  return null
}

export function emailHint(value: string): string | null {
  const email = value.trim()
  if (!email || isEmailAddress(email)) return null
  if (/\s/.test(email)) return 'Une adresse ne contient pas d’espace.'
  if (email.includes(',')) return `Une virgule s’est glissée : « ${email.replaceAll(',', '.')} » ?`
  const at = email.split('@').length - 1
  if (at === 0) return 'Il manque l’arobase « @ » entre votre nom et votre messagerie.'
  if (at > 1) return 'Une adresse n’a qu’une arobase « @ ».'
  const domain = email.slice(email.indexOf('@') + 1)
  if (!domain) return 'Il manque votre messagerie après « @ », par exemple « orange.fr ».'
  if (!domain.includes('.')) return `Il manque la fin de l’adresse, par exemple « @${domain}.fr ».`
  if (domain.endsWith('.')) return `L’adresse se termine par un point : « @${domain}fr » ?`
  return null
}
