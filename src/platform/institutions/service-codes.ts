/** The billable services (the specs' SKUs). A closed list: a new service is a code change. */
export const serviceCodes = ['CRDEFAULTINDIVIDUAL', 'CRDEFAULTBUSINESS', 'CRDEFAULTSTATUS', 'DOCUMENTTRUST'] as const;

export type ServiceCode = (typeof serviceCodes)[number];

export function isServiceCode(value: string): value is ServiceCode {
  return (serviceCodes as readonly string[]).includes(value);
}
