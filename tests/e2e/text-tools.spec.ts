import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, toastLocator } from './fixtures.ts';

/** Every text and developer tool, opened from its route and used once as a visitor would. */

const tool = (slug: string) => `/tools/text-utility-tools/${slug}`;

/** A toast's text (Radix also copies it into a hidden live region, hence first()). */
const toastText = (page: Page, text: string | RegExp) => page.getByText(text).first();

async function clipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('case converter converts as you choose and links back to the tools', async ({ page }) => {
  await page.goto('/tools/case-converter');
  await page.getByLabel('Your text').fill('hello big world');
  await page.getByRole('button', { name: 'camelCase' }).click();
  await expect(page.getByLabel('Result (camelCase)')).toHaveValue('helloBigWorld');
  await page.getByRole('button', { name: 'snake_case' }).click();
  await expect(page.getByLabel('Result (snake_case)')).toHaveValue('hello_big_world');
  await page.getByRole('button', { name: 'Title Case' }).click();
  await expect(page.getByLabel('Result (Title Case)')).toHaveValue('Hello Big World');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Back to Tools' }).click();
  await expect(page).toHaveURL(/\/tools$/);
});

test('SEO meta generator does nothing on a blank topic and cuts long ones', async ({ page }) => {
  await page.goto('/tools/seo-meta-generator');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('Enter a topic first')).toBeVisible();
  await expect(page.getByText('<title>')).toHaveCount(0);

  const topic = 'The Complete Beginner Guide To Growing Tomatoes On A Small City Balcony';
  await page.getByLabel('Page topic').fill(topic);
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('60 / 60 characters')).toBeVisible();
  await expect(page.getByText('155 / 155 characters')).toBeVisible();
  await expect(page.locator('pre')).toContainText(`<title>${topic.slice(0, 57)}...</title>`);
  await page.getByRole('button', { name: 'Copy tags' }).click();
  expect(await clipboard(page)).toContain('<meta name="description" content="Learn everything');
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByRole('link', { name: 'Back to Tools' })).toHaveAttribute('href', '/tools');
});

test('password generator: length, strength, the one-class rule and copy', async ({ page }) => {
  await page.goto('/tools/password-generator');
  const password = page.getByLabel('Generated password');
  await expect(password).toHaveValue(/^.{12}$/);
  await expect(page.getByText('Strong', { exact: true })).toBeVisible();

  await page.getByRole('slider', { name: 'Password length' }).focus();
  await page.keyboard.press('End');
  await expect(password).toHaveValue(/^.{64}$/);
  await expect(page.getByText('Very Strong', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(toastText(page, 'Copied to clipboard!')).toBeVisible();
  expect(await clipboard(page)).toBe(await password.inputValue());

  for (const name of ['Uppercase', 'Lowercase', 'Numbers', 'Symbols']) {
    await page.getByRole('checkbox', { name: new RegExp(name) }).click();
  }
  await expect(page.getByText('Please select at least one character type.')).toBeVisible();
  // Said once, beside the choices: no toast repeats it.
  await expect(toastLocator(page)).toHaveCount(0);
  await expect(password).toHaveValue('');
  await page.getByRole('checkbox', { name: /Numbers/ }).click();
  await expect(password).toHaveValue(/^\d{64}$/);
  await expectNoSeriousA11yViolations(page);
});

test('JSON formatter: the error with its place, then Format, Minify and copy', async ({ page }) => {
  await page.goto('/tools/json-formatter');
  const input = page.getByLabel('JSON input');
  await input.fill('{\n  "a": 1,\n  "b": [1, 2,]\n}');
  await page.getByRole('button', { name: 'Format', exact: true }).click();
  await expect(page.getByText('Invalid JSON format. Please check your input.')).toBeVisible();
  await expect(
    page.getByText('Line 3, column 14: Trailing comma before ] is not allowed.', { exact: true }),
  ).toBeVisible();
  await expect(toastLocator(page)).toHaveCount(0);

  await input.fill('{"name":"Ann","tags":["a","b"],"id":12345678901234567890}');
  await page.getByRole('button', { name: 'Format', exact: true }).click();
  await expect(page.getByText('Valid JSON', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Formatted JSON')).toHaveValue(
    '{\n  "name": "Ann",\n  "tags": [\n    "a",\n    "b"\n  ],\n  "id": 12345678901234567890\n}',
  );
  await page.getByRole('button', { name: 'Minify' }).click();
  await expect(page.getByLabel('Minified JSON')).toHaveValue(
    '{"name":"Ann","tags":["a","b"],"id":12345678901234567890}',
  );
  await page.getByRole('button', { name: 'Copy' }).click();
  expect(await clipboard(page)).toBe('{"name":"Ann","tags":["a","b"],"id":12345678901234567890}');
  await expectNoSeriousA11yViolations(page);
});

test('JSON formatter opens a large file and formats it in the background', async ({ page }) => {
  await page.goto('/tools/json-formatter');
  const rows = Array.from({ length: 20_000 }, (_, id) => ({
    id,
    name: `row ${id}`,
    ok: id % 2 === 0,
  }));
  const text = JSON.stringify(rows);
  await page.getByLabel('Open a JSON file').setInputFiles({
    name: 'rows.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
  await expect(page.getByText(/^rows\.json: /)).toBeVisible();
  await page.getByRole('button', { name: 'Format', exact: true }).click();
  await expect(page.getByText('Valid JSON', { exact: true })).toBeVisible();
  // Too large for a text box: the virtual view shows the start and says how much there is.
  const view = page.getByRole('region', { name: 'Formatted JSON' });
  await expect(view).toContainText('"name": "row 0"');
  await expect(page.getByText(/^100\.0K lines, /)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('JSON formatter holds a very large paste aside instead of freezing the text box', async ({
  page,
}) => {
  await page.goto('/tools/json-formatter');
  const json = JSON.stringify(
    Array.from({ length: 30_000 }, (_, id) => ({ id, label: `item ${id}` })),
  );
  await page.getByLabel('JSON input').evaluate((element, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, json);
  await expect(page.getByText(/^Pasted JSON: /)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'JSON input' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Minify' }).click();
  await expect(page.getByText('Valid JSON', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Copy' }).click();
  expect(await clipboard(page)).toBe(json);
});

const formatters = [
  {
    slug: 'css-formatter',
    language: 'CSS',
    good: 'a{color:red;margin:0}',
    formatted: 'a {\n  color: red;\n  margin: 0;\n}\n',
    broken: 'a { color: red; }\n.b {{',
    failure: /Failed to format CSS: Unclosed block \(line 2, column \d+\)/,
  },
  {
    slug: 'html-formatter',
    language: 'HTML',
    good: '<ul><li>a</li><li>b</li></ul>',
    formatted: '<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n',
    broken: '<div>\n<span></div>',
    failure: /Failed to format HTML: Unexpected closing tag "div".*\(line 2, column 7\)/,
  },
  {
    slug: 'javascript-formatter',
    language: 'JavaScript',
    good: 'const a={b:1}',
    formatted: 'const a = { b: 1 };\n',
    broken: 'let ok = 1;\nconst a = ;',
    failure: /Failed to format JavaScript: Unexpected token \(line 2, column 11\)/,
  },
  {
    slug: 'php-formatter',
    language: 'PHP',
    good: '<?php\nfunction a(){echo 1;}',
    formatted: '<?php\nfunction a()\n{\n    echo 1;\n}\n',
    broken: '<?php\necho "hi"\n$x = ;',
    failure: /Failed to format PHP: Parse Error : syntax error.*\(line 3\)/,
  },
] as const;

for (const f of formatters) {
  test(`${f.language} formatter formats, and shows the error once for broken code`, async ({
    page,
  }) => {
    await page.goto(tool(f.slug));
    await page.getByLabel(`${f.language} input`).fill(f.good);
    await page.getByRole('button', { name: 'Format', exact: true }).click();
    await expect(page.getByLabel(`Formatted ${f.language}`)).toHaveValue(f.formatted);
    await page.getByRole('button', { name: 'Copy Result' }).click();
    expect(await clipboard(page)).toBe(f.formatted);

    await page.getByLabel(`${f.language} input`).fill(f.broken);
    await page.getByRole('button', { name: 'Format', exact: true }).click();
    await expect(page.getByText(f.failure)).toHaveCount(1);
    await expect(page.getByText(f.failure)).toBeVisible();
    await expect(toastLocator(page)).toHaveCount(0);
    await expect(page.getByLabel(`Formatted ${f.language}`)).toHaveValue('');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByLabel(`${f.language} input`)).toHaveValue('');
  });
}

test('SCSS compiler compiles, and shows the error once for broken code', async ({ page }) => {
  await page.goto(tool('scss-compiler'));
  await page.getByLabel('SCSS input').fill('$c: red;\n.a { .b { color: $c; } }');
  await page.getByRole('button', { name: 'Compile', exact: true }).click();
  await expect(page.getByLabel('Compiled CSS')).toHaveValue('.a .b {\n  color: red;\n}');
  await page.getByLabel('Output style').selectOption('compressed');
  await page.getByRole('button', { name: 'Compile', exact: true }).click();
  await expect(page.getByLabel('Compiled CSS')).toHaveValue('.a .b{color:red}');

  await page.getByLabel('SCSS input').fill('.a {\n  color: $nope;\n}');
  await page.getByRole('button', { name: 'Compile', exact: true }).click();
  const failure = page.getByText('Failed to compile SCSS: Undefined variable. (line 2, column 10)');
  await expect(failure).toHaveCount(1);
  await expect(failure).toBeVisible();
  await expect(toastLocator(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('URL encoder encodes, decodes and explains bad input', async ({ page }) => {
  await page.goto(tool('url-encoder-decoder'));
  await page.getByLabel('Text or URL').fill('café & crêpes');
  await page.getByRole('button', { name: 'Encode', exact: true }).click();
  await expect(page.getByLabel('Result')).toHaveValue('caf%C3%A9%20%26%20cr%C3%AApes');
  await page.getByRole('button', { name: 'Use result as input' }).click();
  await page.getByRole('button', { name: 'Decode', exact: true }).click();
  await expect(page.getByLabel('Result')).toHaveValue('café & crêpes');

  await page.getByLabel('Text or URL').fill('100% sure');
  await page.getByRole('button', { name: 'Decode', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(
    "'%' at position 4 must be followed by two hex digits",
  );
  await expectNoSeriousA11yViolations(page);
});

test('Base64 encodes UTF-8 text, decodes it, and encodes a file', async ({ page }) => {
  await page.goto(tool('base64-encoder-decoder'));
  await page.getByLabel('Text or Base64').fill('héllo wörld');
  await page.getByRole('button', { name: 'Encode', exact: true }).click();
  await expect(page.getByLabel('Result')).toHaveValue('aMOpbGxvIHfDtnJsZA==');
  await page.getByLabel('Text or Base64').fill('Zm9v!mFy');
  await page.getByRole('button', { name: 'Decode', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText("unexpected character '!' at position 5");

  await page.getByRole('tab', { name: 'File' }).click();
  await page.getByLabel('File to encode').setInputFiles({
    name: 'hello.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(page.getByLabel('Base64', { exact: true })).toHaveValue('aGVsbG8=');
  await page.getByRole('button', { name: 'Copy data URL' }).click();
  expect(await clipboard(page)).toBe('data:text/plain;base64,aGVsbG8=');
  await expectNoSeriousA11yViolations(page);
});

test('QR code generator draws the code and downloads PNG and SVG', async ({ page }) => {
  await page.goto(tool('qr-code-generator'));
  await page.getByLabel('Text or link').fill('https://everyday.example/tools');
  await expect(
    page.getByRole('img', { name: 'QR code for: https://everyday.example/tools' }),
  ).toBeVisible();
  await expect(page.getByText(/^Version \d+, \d+ x \d+ modules$/)).toBeVisible();

  const png = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PNG' }).click();
  expect((await png).suggestedFilename()).toBe('qr-code.png');
  const svg = page.waitForEvent('download');
  await page.getByRole('button', { name: 'SVG' }).click();
  const svgDownload = await svg;
  expect(svgDownload.suggestedFilename()).toBe('qr-code.svg');

  await page.getByLabel('Text or link').fill('');
  await expect(page.getByRole('alert')).toContainText('Enter the text or link');
  await expectNoSeriousA11yViolations(page);
});

test('hash generator hashes text and a file', async ({ page }) => {
  await page.goto(tool('hash-generator'));
  await page.getByLabel('Text to hash').fill('abc');
  const sha256 = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
  await expect(page.getByText(sha256)).toBeVisible();
  await expect(page.getByText('900150983cd24fb0d6963f7d28e17f72')).toBeVisible();
  await page.getByLabel('Compare with a hash you were given').fill(sha256.toUpperCase());
  await expect(page.getByText('Match: this is the SHA-256 hash.')).toBeVisible();

  await page.getByRole('tab', { name: 'File' }).click();
  await page.getByLabel('File to hash').setInputFiles({
    name: 'abc.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('abc'),
  });
  await expect(page.getByText(sha256)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('text diff checker counts and shows the changes', async ({ page }) => {
  await page.goto(tool('text-diff-checker'));
  await page.getByLabel('Original text').fill('one\ntwo\nthree');
  await page.getByLabel('Changed text').fill('one\n2\nthree\nfour');
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page.getByText('2 lines added', { exact: true })).toBeVisible();
  await expect(page.getByText('1 line removed', { exact: true })).toBeVisible();
  await expect(page.getByText('2 lines unchanged', { exact: true })).toBeVisible();
  await expect(page.locator('del', { hasText: 'two' })).toBeVisible();

  await page.getByRole('radio', { name: 'Words' }).check();
  await expect(page.getByText('2 words added', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('word counter counts as you type', async ({ page }) => {
  await page.goto(tool('word-counter'));
  await page.getByLabel('Your text').fill("Hello world. Don't panic!\n\nSecond paragraph here.");
  const figure = (label: string) =>
    page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  await expect(figure('Words')).toHaveText('7');
  await expect(figure('Sentences')).toHaveText('3');
  await expect(figure('Paragraphs')).toHaveText('2');
  await expect(figure('Characters')).toHaveText('49');
  await expectNoSeriousA11yViolations(page);

  // A long text is counted in a worker, and the figures follow.
  await page.getByLabel('Your text').fill('Lorem ipsum. '.repeat(6000));
  await expect(figure('Words')).toHaveText('12,000');
  await expect(figure('Sentences')).toHaveText('6,000');
});

test('lorem ipsum generator makes words, sentences and paragraphs', async ({ page }) => {
  await page.goto(tool('lorem-ipsum-generator'));
  const output = page.getByLabel('Placeholder text');
  await expect(output).toHaveValue(/^Lorem ipsum dolor sit amet, consectetur adipiscing elit\./);
  await page.getByRole('radio', { name: 'Words' }).check();
  await page.getByLabel('How many words').fill('5');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(output).toHaveValue('Lorem ipsum dolor sit amet.');
  await page.getByLabel('How many words').fill('0');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('Enter a whole number of words from 1 to 10,000.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('regex tester highlights matches, explains errors and stops runaway patterns', async ({
  page,
}) => {
  await page.goto(tool('regex-tester'));
  await page.getByLabel('Test text').fill('Order 2024-05 and 2025-11.');
  await page.getByLabel('Regular expression').fill('(?<year>\\d{4})-(\\d{2})');
  await expect(page.getByText('(2 matches)')).toBeVisible();
  await expect(page.locator('mark')).toHaveText(['2024-05', '2025-11']);
  await expect(page.getByRole('cell', { name: '1 (year): 2024 2: 05' })).toBeVisible();

  await page.getByLabel('Preview a replacement').check();
  await page.getByLabel('Replace with').fill('$2/$<year>');
  await expect(page.getByLabel('Result of the replacement')).toHaveValue(
    'Order 05/2024 and 11/2025.',
  );

  await page.getByLabel('Regular expression').fill('(\\d');
  await expect(page.getByText('Syntax error: Unterminated group')).toBeVisible();

  await page.getByLabel('Test text').fill(`${'a'.repeat(40)}!`);
  await page.getByLabel('Regular expression').fill('^(a+)+$');
  await expect(page.getByText(/was stopped/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('nothing a visitor types is sent to the server', async ({ page }) => {
  const marker = 'PRIVATE-MARKER-7c1e';
  const bodies: string[] = [];
  page.on('request', (request) => {
    bodies.push(`${request.url()} ${request.postData() ?? ''}`);
  });
  await page.goto(tool('json-formatter'));
  await page.getByLabel('JSON input').fill(`{"secret":"${marker}"}`);
  await page.getByRole('button', { name: 'Format', exact: true }).click();
  await expect(page.getByText('Valid JSON', { exact: true })).toBeVisible();
  await page.goto(tool('hash-generator'));
  await page.getByLabel('Text to hash').fill(marker);
  await page.getByLabel('Text to hash').blur();
  await page.goto(tool('css-formatter'));
  await page.getByLabel('CSS input').fill(`.${marker} { color: red }`);
  await page.getByRole('button', { name: 'Format', exact: true }).click();
  await expect(page.getByLabel('Formatted CSS')).not.toHaveValue('');
  expect(bodies.filter((body) => body.includes(marker))).toEqual([]);
  // The anonymous usage count did go out.
  expect(bodies.some((body) => body.includes('usage.track'))).toBe(true);
});
