import type { GlobalConfig } from 'payload'
import { hasRole } from '@/access/hasRole'
import { assignmentRuleLabels, assignmentRules } from '@/leads/rules/assignment'
import { slugs } from '@collections/slugs'

/**
 * The admin's rule for new leads' owners. Its single row also holds the round-robin's turn counter
 * (a column of its own, added by leadAssignmentTurn, that Payload never writes).
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
          'Les commerciaux actifs sont les utilisateurs au rôle Commercial dont la case « Reçoit les nouveaux leads » est cochée. Chaque commercial peut être remplacé depuis le tableau de bord.',
      },
    },
  ],
}
