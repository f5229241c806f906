import { paragraph } from '../richText'

/** What a consumer may do in a dispute besides the courts: the consumer mediator the company belongs to (Code de la consommation, L. 612-1). */
export const consumerMediation = () =>
  paragraph(
    'Un consommateur peut aussi saisir la juridiction de son domicile et, avant toute action, recourir gratuitement au médiateur de la consommation dont nous relevons\u00a0: CM2C (Centre de la médiation de la consommation de conciliateurs de justice), www.cm2c.net, après nous avoir adressé une réclamation écrite.',
  )
