/**
 * Agents' roles arrive as English text (the seeded list, the CRM): the roles we know get a key
 * whose translation is in `RequestCall.roles`; any other role is shown as the CRM wrote it.
 */
export const agentRoleKeys = {
  'sales director': 'salesDirector',
  'senior property consultant': 'seniorPropertyConsultant',
  'property consultant': 'propertyConsultant',
  'senior investment consultant': 'seniorInvestmentConsultant',
  'investment consultant': 'investmentConsultant',
  'investment advisor': 'investmentAdvisor',
  'off-plan specialist': 'offPlanSpecialist',
  'luxury property advisor': 'luxuryPropertyAdvisor',
  'international client advisor': 'internationalClientAdvisor',
} as const;

export type AgentRoleKey = (typeof agentRoleKeys)[keyof typeof agentRoleKeys];

function isKnownRole(role: string): role is keyof typeof agentRoleKeys {
  return Object.hasOwn(agentRoleKeys, role);
}

/** The message key of a role, whatever its case and spacing; undefined for a role we do not know. */
export function agentRoleKey(role: string): AgentRoleKey | undefined {
  const normalized = role.trim().replace(/\s+/g, ' ').toLowerCase();
  return isKnownRole(normalized) ? agentRoleKeys[normalized] : undefined;
}
