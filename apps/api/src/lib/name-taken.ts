import type { MessageCode } from '@premia/contract';
import { conflict } from './errors.ts';
import { isUniqueViolation } from './pg-errors.ts';

type NoParamCode =
  | 'levels.nameTaken'
  | 'segments.nameTaken'
  | 'shippingCosts.nameTaken'
  | 'productCategories.nameTaken'
  | 'cities.nameTaken'
  | 'categories.nameTaken';

/**
 * A name already in its list (0040_unique_names.sql: case, accents and blanks aside) said as the
 * area's 409; any other failure passes on. For a promise's catch.
 */
export function nameTaken(index: string, code: NoParamCode & MessageCode) {
  return (error: unknown): never => {
    if (isUniqueViolation(error, index)) throw conflict(code);
    throw error;
  };
}
