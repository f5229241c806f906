/** The company's services: what a testimonial, a project or a page block is about, chosen by the editor. */
const services = ['combles', 'extension', 'fenetre-de-toit', 'veranda-pergola', 'maison-phenix'] as const
export type Service = (typeof services)[number]

export const serviceLabels: Record<Service, string> = {
  combles: 'Aménagement de combles',
  extension: 'Extension de maison',
  'fenetre-de-toit': 'Fenêtres de toit',
  'veranda-pergola': 'Véranda et pergola',
  'maison-phenix': 'Combles de maison Phénix',
}

/** The options of a select field listing the services, in French. */
export const serviceOptions = services.map((value) => ({ value, label: serviceLabels[value] }))

/** Whether a value (an address's ?service=…) names one of the services. */
export function isService(value: unknown): value is Service {
  return typeof value === 'string' && (services as readonly string[]).includes(value)
}
