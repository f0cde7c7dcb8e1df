// The screenshots of the README and docs/design.md (docs/images/), cut from the screenshot test's
// baselines (tests/e2e/baselines/): the top 900 pixels of each. Run after regenerating the
// baselines (docs/testing.md): `npm run docs:images`.
import sharp from 'sharp';

const baselines = new URL('../tests/e2e/baselines/', import.meta.url);
const images = new URL('../docs/images/', import.meta.url);
const HEIGHT = 900;

async function top(name) {
  const file = new URL(name, baselines).pathname;
  const { width, height } = await sharp(file).metadata();
  return sharp(file).extract({ left: 0, top: 0, width, height: Math.min(HEIGHT, height) });
}

await (await top('home-1280-light.png')).png({ compressionLevel: 9 }).toFile(new URL('home.png', images).pathname);
for (const theme of ['editorial', 'minimal', 'visual']) {
  for (const shot of ['home-1280-light', 'home-390-dark', 'project-1280-light', 'project-390-dark', 'resume-1280-light']) {
    // The editorial theme is the default: its baselines carry no prefix.
    const source = `${theme === 'editorial' ? '' : `${theme}-`}${shot}.png`;
    await (await top(source)).jpeg({ quality: 82, mozjpeg: true }).toFile(new URL(`theme-${theme}-${shot}.jpg`, images).pathname);
  }
}
console.log('docs/images: 16 screenshots from tests/e2e/baselines');
