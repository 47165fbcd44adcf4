export { useDiscountPoints, useGivePoints, useReverseEntry, useStatement, writePointsChange } from './api';
