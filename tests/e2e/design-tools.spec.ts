import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const route = (slug: string) => `/tools/design-color-tools/${slug}`;

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

const generatedCss = (page: Page) => page.getByTestId('generated-css');
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

async function downloadText(page: Page, click: () => Promise<void>): Promise<[string, string]> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return [download.suggestedFilename(), await readFile(path, 'utf8')];
}

test('colour picker: a six-digit hex gives its RGB and HSL, and copies', async ({ page }) => {
  await open(page, '/tools/color-picker', 'Color Picker');
  const hex = page.getByRole('textbox', { name: 'Colour', exact: true });
  await hex.fill('#ff6b6b');
  const values = page.getByTestId('picker-values');
  await expect(values).toContainText('#ff6b6b');
  await expect(values).toContainText('rgb(255, 107, 107)');
  await expect(values).toContainText('hsl(0, 100%, 71%)');
  await expect(page.getByTestId('picker-preview')).toHaveCSS(
    'background-color',
    'rgb(255, 107, 107)',
  );

  await page.getByRole('button', { name: 'Copy RGB rgb(255, 107, 107)' }).click();
  await expect(page.getByText('Copied to clipboard!', { exact: true })).toBeVisible();
  expect(await clipboard(page)).toBe('rgb(255, 107, 107)');

  // Three digits are not enough here: the picker needs six.
  await hex.fill('#fff');
  await hex.blur();
  await expect(page.getByText('A hex colour needs six digits, like #3498db.')).toBeVisible();
  await expect(values).toContainText('rgb(255, 107, 107)');
  await hex.fill('#12345z');
  await expect(
    page.getByText('A hex colour uses only the digits 0-9 and the letters a-f.'),
  ).toBeVisible();

  // The native colour well changes every value too.
  await page.getByLabel('Colour: colour picker').fill('#336699');
  await expect(hex).toHaveValue('#336699');
  await expect(values).toContainText('hsl(210, 50%, 40%)');
  await expectNoSeriousA11yViolations(page);
});

test('gradient generator: live preview, CSS, Random, Copy and the downloaded file', async ({
  page,
}) => {
  await open(page, route('gradient-generator'), 'Gradient Generator');
  const css = generatedCss(page);
  await expect(css).toHaveText(
    '.gradient {\n  background: linear-gradient(45deg, #ff6b6b, #4ecdc4);\n}',
  );

  // The angle slider by keyboard, then the exact box.
  await page.getByRole('slider', { name: 'Angle' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(css).toContainText('linear-gradient(46deg, #ff6b6b, #4ecdc4)');
  const angle = page.getByRole('spinbutton', { name: 'Angle' });
  await angle.fill('400');
  await angle.blur();
  await expect(page.getByText('Angle must be from 0 to 360.')).toBeVisible();
  await angle.fill('120');
  await expect(css).toContainText('linear-gradient(120deg, #ff6b6b, #4ecdc4)');
  await expect(page.getByTestId('gradient-preview')).toHaveCSS(
    'background-image',
    'linear-gradient(120deg, rgb(255, 107, 107), rgb(78, 205, 196))',
  );

  await page.getByText('3 colours', { exact: true }).click();
  await page.getByText('Radial', { exact: true }).click();
  await expect(page.getByRole('slider', { name: 'Angle' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Colour 3', exact: true }).fill('#000000');
  const radial =
    '.gradient {\n  background: radial-gradient(circle, #ff6b6b, #4ecdc4, #000000);\n}';
  await expect(css).toHaveText(radial);
  await expect(page.getByTestId('gradient-preview')).toHaveCSS(
    'background-image',
    'radial-gradient(circle, rgb(255, 107, 107), rgb(78, 205, 196), rgb(0, 0, 0))',
  );

  const [name, content] = await downloadText(page, () =>
    page.getByRole('button', { name: 'Download CSS' }).click(),
  );
  expect(name).toBe('gradient-styles.css');
  expect(content).toBe(`${radial}\n`);

  await page.getByRole('button', { name: 'Copy CSS' }).click();
  await expect(page.getByText('CSS copied to clipboard.', { exact: true })).toBeVisible();
  expect(await clipboard(page)).toBe(`${radial}\n`);

  await page.getByRole('button', { name: 'Random' }).click();
  await expect(css).not.toHaveText(radial);
  await expect(css).toContainText('radial-gradient(circle, #');

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(css).toContainText('linear-gradient(45deg, #ff6b6b, #4ecdc4)');
  await expectNoSeriousA11yViolations(page);
});

test('CSS shape maker: controls follow the shape, clip-path CSS, file and custom paths', async ({
  page,
}) => {
  await open(page, route('css-shape-maker'), 'CSS Shape Maker');
  const css = generatedCss(page);
  const height = page.getByRole('spinbutton', { name: 'Height' });
  const radius = page.getByRole('spinbutton', { name: 'Border radius' });
  const borderWidth = page.getByRole('spinbutton', { name: 'Border width' });
  const borderColour = page.getByRole('textbox', { name: 'Border colour', exact: true });
  const preview = page.getByTestId('shape-preview');

  // The default: a 200x200 circle in #3498db; no height, radius or border colour.
  await expect(css).toContainText('width: 200px;\n  height: 200px;\n  background: #3498db;');
  await expect(css).toContainText('border-radius: 50%;');
  await expect(preview).toHaveCSS('border-radius', '50%');
  await expect(height).toHaveCount(0);
  await expect(radius).toHaveCount(0);
  await expect(borderColour).toHaveCount(0);
  await borderWidth.fill('4');
  await expect(borderColour).toHaveValue('#2980b9');
  await expect(css).toContainText('border: 4px solid #2980b9;');

  const shape = page.getByRole('combobox', { name: 'Shape' });
  await shape.selectOption('rounded');
  await expect(height).toBeVisible();
  await expect(radius).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Width (pixels)', exact: true }).fill('100');
  await expect(page.getByRole('slider', { name: 'Border radius' })).toHaveAttribute(
    'aria-valuemax',
    '50',
  );
  const width = page.getByRole('spinbutton', { name: 'Width (pixels)', exact: true });
  await width.fill('205');
  await width.blur();
  await expect(page.getByText('Width goes in steps of 10 (for example 50, 60, 70).')).toBeVisible();

  await shape.selectOption('triangle');
  await expect(height).toBeVisible();
  await expect(radius).toHaveCount(0);
  await expect(borderWidth).toHaveCount(0);
  await expect(borderColour).toHaveCount(0);
  await expect(css).toContainText('clip-path: polygon(50% 0%, 100% 100%, 0% 100%);');
  await expect(css).not.toContainText('border');

  await shape.selectOption('hexagon');
  await expect(borderWidth).toHaveValue('4');
  const hexagon = 'polygon(25% 0%, 75% 0%, 100% 50%, 75% 100%, 25% 100%, 0% 50%)';
  await expect(css).toContainText(`.shape::before {\n  content: '';`);
  await expect(css).toContainText(`clip-path: ${hexagon};`);
  await expect(preview).toHaveCSS('clip-path', hexagon);
  await expect(preview).toHaveCSS('background-color', 'rgb(41, 128, 185)');

  const [name, content] = await downloadText(page, () =>
    page.getByRole('button', { name: 'Download CSS' }).click(),
  );
  expect(name).toBe('shape-styles.css');
  expect(content).toBe(`${await css.textContent()}`);
  expect(content).toContain(`.shape {\n  position: relative;\n  width: 100px;\n  height: 200px;`);

  await shape.selectOption('custom');
  const custom = page.getByRole('textbox', { name: 'Custom clip-path' });
  await custom.fill('star');
  await expect(page.getByText(/^Enter a clip-path such as polygon/)).toBeVisible();
  await custom.fill('polygon(0 0, 100% 0, 50% 100%)');
  await expect(css).toContainText('clip-path: polygon(0 0, 100% 0, 50% 100%);');

  await page.getByRole('button', { name: 'Random' }).click();
  await expect(shape).not.toHaveValue('custom');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(css).toContainText('border-radius: 50%;');
  await expectNoSeriousA11yViolations(page);
});

test('colour palette generator: schemes from a base colour, copied as CSS variables', async ({
  page,
}) => {
  await open(page, route('color-palette-generator'), 'Color Palette Generator');
  const base = page.getByRole('textbox', { name: 'Base colour', exact: true });
  await base.fill('#ff0000');
  await page.getByText('Triadic', { exact: true }).click();
  const swatches = page.getByTestId('palette').getByRole('listitem');
  await expect(swatches).toHaveCount(3);
  await expect(swatches.nth(0)).toContainText('#ff0000');
  await expect(swatches.nth(1)).toContainText('#00ff00');
  await expect(swatches.nth(2)).toContainText('#0000ff');

  await page.getByText('Complementary', { exact: true }).click();
  await expect(swatches).toHaveCount(2);
  await expect(swatches.nth(1)).toContainText('#00ffff');

  await page.getByRole('button', { name: 'Copy as CSS variables' }).click();
  await expect(page.getByText('2 CSS variables copied.', { exact: true })).toBeVisible();
  expect(await clipboard(page)).toBe(':root {\n  --color-1: #ff0000;\n  --color-2: #00ffff;\n}\n');

  await page.getByText('Monochrome', { exact: true }).click();
  await expect(swatches).toHaveCount(5);
  await page.getByRole('button', { name: 'Copy as HEX' }).click();
  await expect.poll(() => clipboard(page)).toBe('#660000\n#b30000\n#ff0000\n#ff4d4d\n#ff9999');

  await base.fill('#ff00zz');
  await expect(
    page.getByText('A hex colour uses only the digits 0-9 and the letters a-f.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('HEX to RGB converter: 3, 6 and 8 digits both ways, with clear messages', async ({ page }) => {
  await open(page, route('hex-to-rgb-converter'), 'HEX to RGB Converter');
  const hex = page.getByRole('textbox', { name: 'HEX' });
  const results = page.getByTestId('converter-results');
  const field = (name: string) => page.getByRole('textbox', { name });

  await hex.fill('#f80');
  await expect(field('Red (0-255)')).toHaveValue('255');
  await expect(field('Green (0-255)')).toHaveValue('136');
  await expect(field('Blue (0-255)')).toHaveValue('0');
  await expect(results).toContainText('rgb(255, 136, 0)');
  await expect(results).toContainText('hsl(32, 100%, 50%)');

  await hex.fill('#3498db80');
  await expect(field('Alpha (0-1)')).toHaveValue('0.502');
  await expect(results).toContainText('rgba(52, 152, 219, 0.502)');
  await expect(results).toContainText('hsla(204, 70%, 53%, 0.502)');

  await field('Alpha (0-1)').fill('1');
  await field('Hue (0-360°)').fill('270');
  await field('Saturation (0-100%)').fill('50');
  await field('Lightness (0-100%)').fill('40');
  await expect(hex).toHaveValue('#663399');
  await expect(results).toContainText('rgb(102, 51, 153)');

  await field('Red (0-255)').fill('300');
  await expect(page.getByText('Red must be from 0 to 255.')).toBeVisible();
  await field('Red (0-255)').fill('0');
  await expect(hex).toHaveValue('#003399');

  await hex.fill('#12345');
  await hex.blur();
  await expect(
    page.getByText('A hex colour has 3, 6 or 8 digits, like #39d, #3498db or #3498dbcc.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Copy HEX #003399' }).click();
  expect(await clipboard(page)).toBe('#003399');
  await expectNoSeriousA11yViolations(page);
});

test('image colour extractor: dominant colours of a chosen image, nothing uploaded', async ({
  page,
}) => {
  // A 100x50 PNG: 60 columns red, 30 blue, 10 green.
  const width = 100;
  const height = 50;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const colour = x < 60 ? [255, 0, 0] : x < 90 ? [0, 0, 255] : [0, 200, 0];
      raw.set(colour, (y * width + x) * 3);
    }
  }
  const png = await sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();

  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && !request.url().includes('/api/trpc')) {
      posts.push(request.url());
    }
  });

  await open(page, route('image-color-extractor'), 'Image Color Extractor');
  const input = page.getByLabel('Choose an image or drop it here');

  await input.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: '“notes.txt” is not an image.' }),
  ).toBeVisible();

  await input.setInputFiles({
    name: 'broken.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is not a png'),
  });
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'This image could not be read. It may be damaged' })
      .first(),
  ).toBeVisible();

  await input.setInputFiles({ name: 'flags.png', mimeType: 'image/png', buffer: png });
  const swatches = page.getByTestId('extracted-colors').getByRole('listitem');
  await expect(swatches).toHaveCount(3);
  await expect(swatches.nth(0)).toContainText('#ff0000');
  await expect(swatches.nth(0)).toContainText('60% of the image');
  await expect(swatches.nth(1)).toContainText('#0000ff');
  await expect(swatches.nth(1)).toContainText('30% of the image');
  await expect(swatches.nth(2)).toContainText('#00c800');
  await expect(swatches.nth(2)).toContainText('10% of the image');
  await expect(page.getByText('flags.png, 100 × 50 pixels')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your image: flags.png' })).toBeVisible();

  await page.getByRole('button', { name: 'Copy as HEX' }).click();
  expect(await clipboard(page)).toBe('#ff0000\n#0000ff\n#00c800');
  expect(posts, 'requests that could carry the image').toEqual([]);
  await expectNoSeriousA11yViolations(page);
});

test('CSS box shadow generator: controls, live preview and CSS', async ({ page }) => {
  await open(page, route('css-box-shadow-generator'), 'CSS Box Shadow Generator');
  const css = generatedCss(page);
  await expect(css).toHaveText('.box {\n  box-shadow: 10px 10px 20px 0 rgba(0, 0, 0, 0.35);\n}');
  await page.getByRole('spinbutton', { name: 'Blur' }).fill('30');
  await page.getByRole('switch', { name: 'Inset shadow' }).click();
  const expected = '.box {\n  box-shadow: inset 10px 10px 30px 0 rgba(0, 0, 0, 0.35);\n}';
  await expect(css).toHaveText(expected);
  await expect(page.getByTestId('box-shadow-preview')).toHaveCSS(
    'box-shadow',
    'rgba(0, 0, 0, 0.35) 10px 10px 30px 0px inset',
  );

  const spread = page.getByRole('spinbutton', { name: 'Spread' });
  await spread.fill('80');
  await spread.blur();
  await expect(page.getByText('Spread must be from -50 to 50.')).toBeVisible();

  await page.getByRole('button', { name: 'Copy CSS' }).click();
  await expect(page.getByText('CSS copied to clipboard.', { exact: true })).toBeVisible();
  expect(await clipboard(page)).toBe(`${expected}\n`);
  await expectNoSeriousA11yViolations(page);
});

test('border radius generator: each corner, units, linked corners', async ({ page }) => {
  await open(page, route('border-radius-generator'), 'Border Radius Generator');
  const css = generatedCss(page);
  await expect(css).toHaveText('.box {\n  border-radius: 24px;\n}');
  await page.getByRole('spinbutton', { name: 'Top right' }).fill('0');
  await page.getByRole('spinbutton', { name: 'Bottom left' }).fill('0');
  await expect(css).toHaveText('.box {\n  border-radius: 24px 0;\n}');
  await expect(page.getByTestId('border-radius-preview')).toHaveCSS(
    'border-top-right-radius',
    '0px',
  );

  await page.getByText('Percent (%)', { exact: true }).click();
  await expect(css).toHaveText('.box {\n  border-radius: 24% 0;\n}');
  const topLeft = page.getByRole('spinbutton', { name: 'Top left' });
  await topLeft.fill('60');
  await topLeft.blur();
  await expect(page.getByText('Top left must be from 0 to 50.')).toBeVisible();

  await page.getByRole('switch', { name: 'Same radius on every corner' }).click();
  await expect(css).toHaveText('.box {\n  border-radius: 24%;\n}');
  await page.getByRole('spinbutton', { name: 'Every corner' }).fill('50');
  await expect(page.getByTestId('border-radius-preview')).toHaveCSS(
    'border-bottom-left-radius',
    '50%',
  );
  const [name, content] = await downloadText(page, () =>
    page.getByRole('button', { name: 'Download CSS' }).click(),
  );
  expect(name).toBe('border-radius-styles.css');
  expect(content).toBe('.box {\n  border-radius: 50%;\n}\n');
  await expectNoSeriousA11yViolations(page);
});

test('text shadow generator: controls, live preview and CSS', async ({ page }) => {
  await open(page, route('text-shadow-generator'), 'Text Shadow Generator');
  const css = generatedCss(page);
  await expect(css).toHaveText('.text {\n  text-shadow: 2px 2px 4px rgba(0, 0, 0, 0.5);\n}');
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Hello shadow');
  await page.getByRole('spinbutton', { name: 'Horizontal offset' }).fill('-3');
  await page.getByRole('spinbutton', { name: 'Opacity' }).fill('100');
  await page.getByRole('textbox', { name: 'Shadow colour', exact: true }).fill('#ff6b6b');
  const expected = '.text {\n  text-shadow: -3px 2px 4px #ff6b6b;\n}';
  await expect(css).toHaveText(expected);
  const preview = page.getByTestId('text-shadow-preview');
  await expect(preview).toHaveText('Hello shadow');
  await expect(preview).toHaveCSS('text-shadow', 'rgb(255, 107, 107) -3px 2px 4px');

  const blur = page.getByRole('spinbutton', { name: 'Blur' });
  await blur.fill('');
  await blur.blur();
  await expect(page.getByText('Enter a number for blur.')).toBeVisible();

  await page.getByRole('button', { name: 'Copy CSS' }).click();
  expect(await clipboard(page)).toBe(`${expected}\n`);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(css).toHaveText('.text {\n  text-shadow: 2px 2px 4px rgba(0, 0, 0, 0.5);\n}');
  await expectNoSeriousA11yViolations(page);
});

test('design tools fit a 360 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const slug of [
    'color-picker',
    'gradient-generator',
    'css-shape-maker',
    'color-palette-generator',
    'hex-to-rgb-converter',
    'image-color-extractor',
    'css-box-shadow-generator',
    'border-radius-generator',
    'text-shadow-generator',
  ]) {
    await page.goto(route(slug));
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading the tool' })).toHaveCount(0);
    if (slug === 'css-shape-maker') {
      // The largest shape still fits the phone's width.
      await page.getByRole('spinbutton', { name: 'Width (pixels)', exact: true }).fill('400');
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, `${slug} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});
