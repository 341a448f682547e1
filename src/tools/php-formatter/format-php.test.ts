import { describe, expect, it } from 'vitest';
import { describeCodeError } from '../text-common/code-error.ts';
import { formatPhp } from './format-php.ts';

describe('formatPhp', () => {
  it('formats PHP in the PSR-12 layout', async () => {
    expect(await formatPhp('<?php\nfunction a($x){if($x){echo 1;}}', '4')).toBe(
      '<?php\nfunction a($x)\n{\n    if ($x) {\n        echo 1;\n    }\n}\n',
    );
  });

  it('rejects a syntax error with its line', async () => {
    const error = await formatPhp('<?php\necho "hi"\n$x = ;', '4').catch((e: unknown) => e);
    const detail = describeCodeError(error);
    expect(detail.message).toMatch(/^Parse Error : syntax error, unexpected '\$x'/);
    expect(detail.line).toBe(3);
  });
});
