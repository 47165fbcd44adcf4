import { z } from 'zod';
import { email, empty, requiredText, storeRef } from '../../common.ts';
import { route } from '../../route-table.ts';
import { messageOutput } from './auth.ts';

/** An employee of spec §3, with the name of their location for the list. */
export const employeeItem = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  location: z.object({ id: z.number(), name: z.string() }).nullable(),
  permGivePoints: z.boolean(),
  permRedeem: z.boolean(),
  permCreateCustomer: z.boolean(),
  permStore: z.boolean(),
});
export type Employee = z.infer<typeof employeeItem>;

const name = () => requiredText(80);
const mobile = () =>
  z
    .string()
    .trim()
    .max(20)
    .regex(/^[0-9 +()-]*$/, {
      message: 'validation.mobileChars',
    })
    .nullable()
    .optional();
// The password policy (length, common passwords) is checked by the server, with its own messages.
const password = () => z.string().max(1024);

/** The employee form: the same fields to create and to edit (spec §3). */
const employeeForm = {
  first_name: name(),
  last_name: name(),
  email: email(),
  mobile: mobile(),
  location: z.object({ id: storeRef('location') }),
};

export const employeeAddInput = z.object({
  ...employeeForm,
  permGivePoints: z.boolean().default(true),
  permRedeem: z.boolean().default(true),
  permCreateCustomer: z.boolean().default(true),
  permStore: z.boolean().default(false),
  password: password(),
  password2: password(),
});

/** Editing: the password changes only when one is typed. */
export const employeeUpdateInput = z.object({
  id: storeRef('employee'),
  ...employeeForm,
  permGivePoints: z.boolean(),
  permRedeem: z.boolean(),
  permCreateCustomer: z.boolean(),
  permStore: z.boolean(),
  password: password().optional(),
  password2: password().optional(),
});

export const employeeDeleteInput = z.object({ employeeId: storeRef('employee') });

export const employeesRoutes = {
  '/client/get-all-employees': route({
    area: 'employees',
    summary: "The store's employees, with their location and permissions.",
    access: 'owner',
    input: empty,
    output: z.object({ employees: z.array(employeeItem) }),
    example: {},
  }),
  '/client/employee/add': route({
    area: 'employees',
    summary: 'Create an employee who signs in with their own email and password.',
    access: 'owner',
    failures: ['conflict', 'rate-limited'],
    input: employeeAddInput,
    output: messageOutput.extend({ employee: employeeItem }),
    example: {
      first_name: 'Rosa',
      last_name: 'Huamán',
      email: 'rosa@cafeaurora.pe',
      mobile: '987555666',
      location: { id: 1 },
      permGivePoints: true,
      permRedeem: true,
      permCreateCustomer: true,
      permStore: false,
      password: 'Cafe-Rosa-2026',
      password2: 'Cafe-Rosa-2026',
    },
  }),
  '/client/employee/update': route({
    area: 'employees',
    summary:
      "Edit an employee; permissions apply on their next request, a new password ends the employee's sessions.",
    access: 'owner',
    failures: ['conflict', 'rate-limited'],
    input: employeeUpdateInput,
    output: messageOutput.extend({ employee: employeeItem }),
    example: {
      id: 3,
      first_name: 'Carlos',
      last_name: 'Mendoza',
      email: 'employee@premia.local',
      mobile: '987333444',
      location: { id: 1 },
      permGivePoints: true,
      permRedeem: true,
      permCreateCustomer: false,
      permStore: false,
    },
  }),
  '/client/employee/delete': route({
    area: 'employees',
    summary: 'Delete an employee: their sessions end at once; what they recorded keeps their name.',
    access: 'owner',
    input: employeeDeleteInput,
    output: messageOutput,
    example: { employeeId: 999_999 },
  }),
} as const;
