import { invalid } from '../src/lib/errors.ts';

/** Tasks for the CPU pool's test (lib/cpu-pool.test.ts): each input says what the task does. */
export function run(input: { echo?: string; fail?: string; refuse?: boolean; spin?: boolean }) {
  if (input.fail) throw new Error(input.fail);
  if (input.refuse) throw invalid('uploads.notAnImage');
  if (input.spin) for (;;);
  return { echo: input.echo };
}
