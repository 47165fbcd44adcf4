import { failOnReactKeyWarnings } from '@premia/client/testing/react-key-warnings';
import { configure } from '@testing-library/dom';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { beforeAll } from 'vitest';
import { i18n } from '../i18n';

// A lazy screen renders after its chunk and its first query; on a loaded 2-core machine that can take
// longer than testing-library's 1 s default, and a slow machine is not a failure of the screen.
configure({ asyncUtilTimeout: 10_000 });

// A worker runs its files one after another in one module registry (vitest.config.ts: isolate false), so
// the language a file chose stays in the shared i18n instance and dayjs: each file starts in Spanish, as
// the app does.
beforeAll(async () => {
  dayjs.locale('es');
  if (i18n.isInitialized && i18n.language !== 'es') await i18n.changeLanguage('es');
});

failOnReactKeyWarnings();
