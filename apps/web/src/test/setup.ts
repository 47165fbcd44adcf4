import { configure } from '@testing-library/dom';

// A lazy screen renders after its chunk and its first query; on a loaded 2-core machine that can take
// longer than testing-library's 1 s default, and a slow machine is not a failure of the screen.
configure({ asyncUtilTimeout: 10_000 });
