import type { GlobalConfig } from 'payload'
import { hasRole } from '@/access/roles'
import { assignmentRuleLabels, assignmentRules } from '@/leads/rules/assignment'
import { slugs } from '@collections/slugs'

/**
 * The admin's rule for new leads' owners: round-robin, by département (falling back to round-robin), or
 * none. Its single row also holds the turn counters (columns of their own, added by leadAssignmentTurn,
 * that Payload never writes).
 */
export const LeadAssignment: GlobalConfig = {
  slug: slugs.leadAssignment,
  label: 'Attribution des leads',
  admin: { group: 'Commercial' },
  access: { read: hasRole('admin'), update: hasRole('admin') },
  fields: [
    {
      name: 'rule',
      label: 'Règle d’attribution des nouveaux leads',
      type: 'select',
      required: true,
      defaultValue: 'round-robin',
      options: assignmentRules.map((value) => ({ value, label: assignmentRuleLabels[value] })),
      admin: {
        description:
          'Les commerciaux actifs sont les utilisateurs au rôle Commercial dont la case «\u00a0Reçoit les nouveaux leads\u00a0» est cochée. Par département\u00a0: un lead va au commercial actif dont la liste de départements contient celui de son code postal (à tour de rôle s’ils sont plusieurs)\u00a0; si personne ne couvre ce département, le lead est attribué à tour de rôle entre tous les commerciaux actifs. Chaque lead peut être réattribué depuis le tableau de bord.',
      },
    },
  ],
}
