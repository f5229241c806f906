/** Addresses a form, the server and the Leads collection must all refuse. */
export const refusedAddresses = [
  '"><img/src=x/onerror=alert(1)>@x.io',
  '<script>@x.io',
  'a"b@exemple.fr',
  'lea@exemple.fr<svg>',
  'lea(commentaire)@exemple.fr',
  'lea..martin@exemple.fr',
  '.lea@exemple.fr',
  'lea.@exemple.fr',
  'lea@exemple..fr',
  'lea@-exemple.fr',
  'lea@exemple.f',
  'lea@exemple.1',
  'lea@exemple',
  'lea martin@exemple.fr',
  'lea@@exemple.fr',
  'lea\\martin@exemple.fr',
  'lea@[127.0.0.1]',
  'lea@exemple.fr\u0000',
  `${'a'.repeat(65)}@exemple.fr`,
]

/** Unusual addresses that are addresses: every one of them is accepted everywhere. */
export const acceptedAddresses = [
  'lea@exemple.fr',
  '  Lea.Martin@Exemple.FR ',
  "o'hara@exemple.fr",
  'lea+devis@mail.exemple.co.uk',
  'l.e-a_m@exemple-domaine.fr',
  'x{y}|z~#$%&*=?^`!@exemple.fr',
  '1234@exemple.com',
  'élodie@société.fr',
]
