// A sandbox of an employer partner's eligibility API: the interface Teduh asks employer partners to expose
// (there is no industry-published one): GET /v1/employee-benefit/eligibility?national_id=<NRIC> with
// `Authorization: Bearer <key>`, answering whether the person is an employee entitled to the sponsored cover.
// Outcomes follow the NRIC's serial (its last four digits), so every path can be tried and tested:
// 81xx: not an employee (404 employee_not_found); 82xx: employment ended; 83xx: on probation (not yet
// entitled); 84xx: the partner's system is down (503); anything else: an active, entitled employee.
import Fastify, { type FastifyInstance } from 'fastify';

export interface PartnerEligibilitySandboxOptions {
  apiKey: string;
  logger?: boolean;
}

export interface EmployeeEligibility {
  national_id: string;
  eligible: boolean;
  employee_id: string | null;
  employment_status: 'active' | 'terminated' | 'probation';
  reason: 'employment_ended' | 'probation' | null;
}

const nricPattern = /^\d{6}-?\d{2}-?\d{4}$/;

/** The answer for an NRIC (digits, dashes optional): an employee record, not_found or unavailable. */
export function sandboxEligibility(nationalId: string): EmployeeEligibility | 'not_found' | 'unavailable' {
  const digits = nationalId.replace(/-/g, '');
  const dashed = `${digits.slice(0, 6)}-${digits.slice(6, 8)}-${digits.slice(8, 12)}`;
  const serial = digits.slice(8, 12);
  const employee: EmployeeEligibility = {
    national_id: dashed,
    eligible: true,
    employee_id: `EMP-${digits.slice(6, 12)}`,
    employment_status: 'active',
    reason: null,
  };
  switch (serial.slice(0, 2)) {
    case '81':
      return 'not_found';
    case '82':
      return { ...employee, eligible: false, employment_status: 'terminated', reason: 'employment_ended' };
    case '83':
      return { ...employee, eligible: false, employment_status: 'probation', reason: 'probation' };
    case '84':
      return 'unavailable';
    default:
      return employee;
  }
}

export async function buildPartnerEligibilitySandbox(
  options: PartnerEligibilitySandboxOptions,
): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });

  app.get('/health', async () => ({ status: 'ok', service: 'partner-eligibility-sandbox' }));

  app.get<{ Querystring: { national_id?: string } }>(
    '/v1/employee-benefit/eligibility',
    async (request, reply) => {
      if (request.headers.authorization !== `Bearer ${options.apiKey}`) {
        return reply
          .status(401)
          .send({ error: 'unauthorized', message: 'A valid bearer token is required.' });
      }
      const nationalId = request.query.national_id?.trim() ?? '';
      if (!nricPattern.test(nationalId)) {
        return reply
          .status(422)
          .send({ error: 'invalid_national_id', message: 'national_id must be a Malaysian NRIC.' });
      }
      const answer = sandboxEligibility(nationalId);
      if (answer === 'unavailable') {
        return reply
          .status(503)
          .send({ error: 'unavailable', message: 'The HR system is temporarily unavailable.' });
      }
      if (answer === 'not_found') {
        return reply
          .status(404)
          .send({ error: 'employee_not_found', message: 'No employee has this national_id.' });
      }
      return answer;
    },
  );

  return app;
}
