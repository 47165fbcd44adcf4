import { failOnReactKeyWarnings } from '@premia/client/testing/react-key-warnings';

failOnReactKeyWarnings();
