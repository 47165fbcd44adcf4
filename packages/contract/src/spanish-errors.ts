import type { z } from 'zod';
import { CONTROL_CHARACTERS } from './common.ts';

/** Spanish names of the fields that people see in messages; a field not listed is named by its key. */
export const fieldLabels: Record<string, string> = {
  email: 'email',
  password: 'contraseña',
  currentPassword: 'contraseña actual',
  newPassword: 'nueva contraseña',
  token: 'código de recuperación',
  first_name: 'nombre',
  last_name: 'apellido',
  firstName: 'nombre',
  lastName: 'apellido',
  storeName: 'nombre del negocio',
  storeTypeId: 'tipo de comercio',
  countryId: 'país',
  defaultLanguage: 'idioma',
  name: 'nombre',
  locationId: 'local',
  mobile: 'celular',
  password2: 'confirmación de contraseña',
  employeeId: 'empleado',
  address: 'dirección',
  cityId: 'ciudad',
  description: 'descripción',
  phone: 'teléfono',
  phoneCode: 'código de país del teléfono',
  logo: 'logo',
  currencyCode: 'moneda',
  conversionPoints: 'puntos por compra',
  conversionMoney: 'monto de compra',
  welcomePoints: 'puntos de bienvenida',
  rewardRequestInfo: 'información para pedir premios',
  ordersLink: 'enlace de pedidos',
  slug: 'dirección web del negocio',
  redeemAvailableText: 'texto de canje disponible',
  planId: 'plan',
  paymentId: 'pago',
  subscriptionId: 'suscripción',
  // Fields of the back office's forms (the web app shows these messages beside the field).
  minPoints: 'puntos mínimos',
  benefits: 'beneficios',
  color: 'color',
  pointsCost: 'puntos del premio',
  image: 'imagen',
  stock: 'stock',
  limitPerCustomer: 'límite por cliente',
  validFrom: 'válido desde',
  validUntil: 'válido hasta',
  birthday: 'fecha de nacimiento',
  notes: 'notas',
  amount: 'monto',
  points: 'puntos',
  ticketNumber: 'número de ticket',
  reason: 'motivo',
  location: 'local',
};

const typeNames: Record<string, string> = {
  string: 'un texto',
  number: 'un número',
  int: 'un número entero',
  boolean: 'verdadero o falso',
  object: 'un objeto',
  array: 'una lista',
  date: 'una fecha',
};

function label(path: PropertyKey[]): string {
  const key = [...path].reverse().find((p) => typeof p === 'string');
  if (key === undefined) return 'La petición';
  return `El campo «${fieldLabels[key as string] ?? String(key)}»`;
}

/** One Spanish sentence for one zod issue, naming the field. */
export function spanishIssue(issue: z.core.$ZodIssue): string {
  const field = label(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${field} es obligatorio.`;
      return `${field} debe ser ${typeNames[issue.expected] ?? issue.expected}.`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? `${field} es obligatorio.`
          : `${field} debe tener al menos ${issue.minimum} caracteres.`;
      }
      if (issue.origin === 'array') return `${field} debe tener al menos ${issue.minimum} elementos.`;
      return issue.inclusive
        ? `${field} debe ser mayor o igual que ${issue.minimum}.`
        : `${field} debe ser mayor que ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string') return `${field} no puede tener más de ${issue.maximum} caracteres.`;
      if (issue.origin === 'array') return `${field} no puede tener más de ${issue.maximum} elementos.`;
      return issue.inclusive
        ? `${field} debe ser menor o igual que ${issue.maximum}.`
        : `${field} debe ser menor que ${issue.maximum}.`;
    case 'invalid_format':
      if (issue.message === CONTROL_CHARACTERS) return `${field} contiene caracteres no permitidos.`;
      if (issue.format === 'email' || issue.message === 'email_format')
        return `${field} no es un email válido.`;
      if (issue.format === 'regex' && issue.message === 'email_format')
        return `${field} no es un email válido.`;
      if (issue.format === 'date') return `${field} debe ser una fecha con el formato AAAA-MM-DD.`;
      // A pattern declared with its own Spanish message says best what is wrong.
      if (issue.format === 'regex' && issue.message && !issue.message.startsWith('Invalid'))
        return issue.message;
      return `${field} no tiene un formato válido.`;
    case 'not_multiple_of':
      return `${field} debe ser múltiplo de ${issue.divisor}.`;
    case 'invalid_value':
      return `${field} no tiene un valor permitido.`;
    case 'unrecognized_keys':
      return `La petición tiene campos desconocidos: ${issue.keys.join(', ')}.`;
    case 'invalid_union':
      return `${field} no es válido.`;
    case 'custom':
      return issue.message && !issue.message.startsWith('Invalid') ? issue.message : `${field} no es válido.`;
    default:
      return `${field} no es válido.`;
  }
}

/** The message shown to a person for a failed parse: the first problem, in Spanish. */
export function spanishError(error: z.ZodError): string {
  const first = error.issues[0];
  return first ? spanishIssue(first) : 'La petición no es válida.';
}
