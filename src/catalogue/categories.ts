import type { Category } from './types.ts';

/**
 * The one catalogue of the site: every category and tool, read by the router, the tools index,
 * search, related tools, the footer, the sitemap and the server's validation of tool slugs.
 * Order matters: it is the order of the index, the footer and the category pages.
 */
export const categories: readonly Category[] = [
  {
    slug: 'image-tools',
    name: 'Image Tools',
    description:
      'Remove backgrounds, crop, reshape, convert and animate images, and move between images and PDF.',
    icon: 'Image',
    main: true,
    tools: [
      {
        slug: 'remove-background',
        name: 'AI Background Removal',
        description:
          'Cut the subject out of a photo with an AI model on our server and get a transparent PNG.',
        icon: 'Eraser',
        keywords: ['remove bg', 'transparent', 'cut out'],
      },
      {
        slug: 'crop-image',
        name: 'Image Cropping Tool',
        description:
          'Crop an image to a free box or a fixed aspect ratio: square, portrait, landscape, widescreen or social media.',
        icon: 'Crop',
      },
      {
        slug: 'transform-shapes',
        name: 'Transform Image Shapes',
        description:
          'Turn a picture into a circle, oval, hexagon, star, heart and more, with a transparent background.',
        icon: 'Shapes',
      },
      {
        slug: 'image-to-gif',
        name: 'Image to GIF',
        description:
          'Join several images into a looping animated GIF with your own frame duration and caption.',
        icon: 'Film',
      },
      {
        slug: 'compress-image',
        name: 'Image Compressor',
        description:
          'Make JPEG, PNG and WebP images smaller: choose the quality and format, up to 50 at once.',
        icon: 'Shrink',
        keywords: [
          'compress',
          'shrink',
          'reduce size',
          'optimize',
          'optimise',
          'smaller',
          'jpg',
          'jpeg',
          'png',
          'webp',
          'avif',
          'photo',
          'kb',
          'batch',
        ],
      },
      {
        slug: 'resize-image',
        name: 'Image Resizer',
        description:
          'Change the width and height of images in pixels or by percentage, up to 50 at once.',
        icon: 'Scaling',
        keywords: [
          'resize',
          'scale',
          'dimensions',
          'enlarge',
          'shrink',
          'smaller',
          'pixels',
          'jpg',
          'jpeg',
          'png',
          'webp',
          'photo',
          'batch',
        ],
      },
      {
        slug: 'image-converter',
        name: 'Image Format Converter',
        description: 'Convert images between PNG, JPG and WebP, up to 50 at once.',
        icon: 'RefreshCw',
        keywords: ['jpg to png', 'png to jpg', 'webp', 'change format', 'batch'],
      },
      {
        slug: 'images-to-pdf',
        name: 'Images to PDF',
        description:
          'Put several images into one PDF, one page per image, in the order you choose.',
        icon: 'FileImage',
        screen: 'pdf-tools',
      },
      {
        slug: 'pdf-to-images',
        name: 'PDF to Images',
        description: 'Render every page of a PDF as a PNG image and download them all as a ZIP.',
        icon: 'Images',
      },
    ],
  },
  {
    slug: 'video-tools',
    name: 'Video Tools',
    description:
      'Make GIFs from videos, take the sound out of a video or put new sound in, and download videos.',
    icon: 'Video',
    main: true,
    tools: [
      {
        slug: 'video-to-gif',
        name: 'Video to GIF',
        description: 'Turn a part of a video into an animated GIF, with an optional caption.',
        icon: 'Clapperboard',
      },
      {
        slug: 'extract-audio',
        name: 'Extract Audio',
        description: 'Save the soundtrack of a video file or video link as an MP3.',
        icon: 'AudioLines',
      },
      {
        slug: 'add-audio',
        name: 'Add Audio to Video',
        description: 'Replace the sound of a video with an audio file of your choice.',
        icon: 'FileAudio',
      },
      {
        slug: 'remove-audio',
        name: 'Remove Audio from Video',
        description: 'Mute a video: keep the picture and drop every audio track.',
        icon: 'VolumeX',
      },
      {
        slug: 'video-downloader',
        name: 'Video Downloader',
        description: 'Save a video from a link as an MP4 file.',
        icon: 'Download',
      },
    ],
  },
  {
    slug: 'audio-tools',
    name: 'Audio Tools',
    description: 'Trim audio files to the part you need.',
    icon: 'Music',
    main: true,
    tools: [
      {
        slug: 'trim-audio',
        name: 'Trim Audio',
        description: 'Cut an audio file between a start and an end time and save it as MP3.',
        icon: 'Scissors',
      },
    ],
  },
  {
    slug: 'document-tools',
    name: 'Document Tools',
    description: 'Convert Word documents to PDF and back, and merge, split and compress PDF files.',
    icon: 'FileText',
    main: true,
    tools: [
      {
        slug: 'word-to-pdf',
        name: 'Word to PDF',
        description: 'Convert a Word document (.docx or .doc) to a PDF that keeps its layout.',
        icon: 'FileOutput',
      },
      {
        slug: 'pdf-to-word',
        name: 'PDF to Word',
        description:
          'Turn a PDF into an editable Word document with its text, headings and images.',
        icon: 'FileInput',
      },
      {
        slug: 'merge-pdf',
        name: 'Merge PDF',
        description:
          'Combine up to 50 PDF files into one, in the order you choose, keeping their bookmarks.',
        icon: 'Combine',
        keywords: ['merge pdf', 'combine pdf', 'join pdf', 'append pdf', 'concatenate'],
      },
      {
        slug: 'split-pdf',
        name: 'Split PDF',
        description:
          'Split a PDF into several files by page ranges or every few pages, picking pages from thumbnails.',
        icon: 'Split',
        keywords: ['split pdf', 'extract pages', 'separate pages', 'cut pdf', 'divide pdf'],
      },
      {
        slug: 'compress-pdf',
        name: 'Compress PDF',
        description:
          'Make a PDF smaller by re-encoding its images at a lower resolution and cleaning up the file.',
        icon: 'Shrink',
        keywords: ['compress pdf', 'shrink pdf', 'reduce pdf size', 'smaller pdf', 'optimize pdf'],
      },
    ],
  },
  {
    slug: 'text-utility-tools',
    name: 'Text & Developer Tools',
    description:
      'Format and check code, convert text, generate passwords, hashes, QR codes and more, all in your browser.',
    icon: 'Type',
    main: true,
    tools: [
      {
        slug: 'case-converter',
        name: 'Case Converter',
        description: 'Change text to UPPER, lower, Title, camelCase or snake_case.',
        icon: 'CaseSensitive',
      },
      {
        slug: 'seo-meta-generator',
        name: 'SEO Meta Tag Generator',
        description: 'Write a page title and meta description of the right length, ready to paste.',
        icon: 'Search',
      },
      {
        slug: 'password-generator',
        name: 'Password Generator',
        description: 'Create strong random passwords of 8 to 64 characters in your browser.',
        icon: 'KeyRound',
      },
      {
        slug: 'json-formatter',
        name: 'JSON Formatter',
        description: 'Format, validate and minify JSON, with the line and column of any error.',
        icon: 'Braces',
      },
      {
        slug: 'css-formatter',
        name: 'CSS Formatter',
        description: 'Tidy CSS with consistent indentation and spacing.',
        icon: 'FileCode',
      },
      {
        slug: 'html-formatter',
        name: 'HTML Formatter',
        description: 'Indent and tidy HTML markup.',
        icon: 'Code',
      },
      {
        slug: 'javascript-formatter',
        name: 'JavaScript Formatter',
        description: 'Format JavaScript code in a consistent style.',
        icon: 'FileJson',
      },
      {
        slug: 'php-formatter',
        name: 'PHP Formatter',
        description: 'Format PHP code in a consistent style.',
        icon: 'FileCode2',
      },
      {
        slug: 'scss-compiler',
        name: 'SCSS Compiler',
        description: 'Compile SCSS to plain CSS in your browser.',
        icon: 'Cog',
      },
      {
        slug: 'url-encoder-decoder',
        name: 'URL Encoder / Decoder',
        description: 'Encode text for use in a URL or decode percent-encoded text.',
        icon: 'Link',
      },
      {
        slug: 'base64-encoder-decoder',
        name: 'Base64 Encoder / Decoder',
        description: 'Encode text or files to Base64 and decode Base64 back to text.',
        icon: 'Binary',
      },
      {
        slug: 'qr-code-generator',
        name: 'QR Code Generator',
        description: 'Make a QR code from text or a link and download it as PNG or SVG.',
        icon: 'QrCode',
      },
      {
        slug: 'hash-generator',
        name: 'Hash Generator',
        description: 'MD5, SHA-1, SHA-256, SHA-384 and SHA-512 of text or a file.',
        icon: 'Hash',
      },
      {
        slug: 'text-diff-checker',
        name: 'Text Diff Checker',
        description: 'Compare two texts and see what was added, removed or changed.',
        icon: 'GitCompare',
      },
      {
        slug: 'word-counter',
        name: 'Word Counter',
        description: 'Count words, characters, sentences and paragraphs, with reading time.',
        icon: 'WholeWord',
      },
      {
        slug: 'lorem-ipsum-generator',
        name: 'Lorem Ipsum Generator',
        description: 'Generate placeholder text by paragraphs, sentences or words.',
        icon: 'Pilcrow',
      },
      {
        slug: 'regex-tester',
        name: 'Regex Tester',
        description: 'Test a regular expression with live highlighted matches and groups.',
        icon: 'Regex',
      },
    ],
  },
  {
    slug: 'design-color-tools',
    name: 'Design & Color Tools',
    description:
      'Pick colours, build palettes and gradients, and generate CSS for shapes and shadows.',
    icon: 'Palette',
    main: true,
    tools: [
      {
        slug: 'color-picker',
        name: 'Color Picker',
        description: 'Pick a colour and get its HEX, RGB and HSL values.',
        icon: 'Pipette',
      },
      {
        slug: 'gradient-generator',
        name: 'Gradient Generator',
        description: 'Design linear and radial CSS gradients with a live preview.',
        icon: 'Blend',
      },
      {
        slug: 'css-shape-maker',
        name: 'CSS Shape Maker',
        description: 'Make circles, triangles, stars and other shapes in pure CSS.',
        icon: 'Shapes',
      },
      {
        slug: 'color-palette-generator',
        name: 'Color Palette Generator',
        description:
          'Build analogous, complementary, triadic, tetradic and monochrome palettes from one colour.',
        icon: 'SwatchBook',
      },
      {
        slug: 'hex-to-rgb-converter',
        name: 'HEX to RGB Converter',
        description: 'Convert HEX colours to RGB(A) and HSL and back.',
        icon: 'Hash',
      },
      {
        slug: 'image-color-extractor',
        name: 'Image Color Extractor',
        description: 'Find the dominant colours of an image, computed in your browser.',
        icon: 'Droplet',
      },
      {
        slug: 'css-box-shadow-generator',
        name: 'CSS Box Shadow Generator',
        description: 'Design box shadows with a live preview and copy the CSS.',
        icon: 'Square',
      },
      {
        slug: 'border-radius-generator',
        name: 'Border Radius Generator',
        description: 'Round each corner of a box and copy the CSS.',
        icon: 'SquareDashed',
      },
      {
        slug: 'text-shadow-generator',
        name: 'Text Shadow Generator',
        description: 'Design text shadows with a live preview and copy the CSS.',
        icon: 'Type',
      },
    ],
  },
  {
    slug: 'nepali-tools',
    name: 'Nepali Tools',
    description:
      'Convert Nepali land, distance, weight and volume units, Bikram Sambat dates and seasons, and write amounts in words.',
    icon: 'Calculator',
    main: true,
    tools: [
      {
        slug: 'nepali-land-converter',
        name: 'Nepali Land Converter',
        description:
          'Convert Ropani, Aana, Paisa, Daam, Bigha, Kattha and Dhur to square feet and square metres.',
        icon: 'LandPlot',
        formula:
          '1 Ropani = 16 Aana = 5476 sq ft (74 ft x 74 ft) = 508.737 sq m; 1 Aana = 4 Paisa = 342.25 sq ft; 1 Paisa = 4 Daam; 1 Daam = 21.390625 sq ft; 1 Bigha = 20 Kattha = 72900 sq ft = 6772.63 sq m; 1 Kattha = 20 Dhur = 3645 sq ft; 1 Dhur = 182.25 sq ft; 1 sq ft = 0.09290304 sq m',
      },
      {
        slug: 'nepali-date-converter',
        name: 'Nepali Date Converter',
        description: 'Convert dates between Bikram Sambat (BS) and the Gregorian calendar (AD).',
        icon: 'CalendarDays',
      },
      {
        slug: 'nepali-calendar',
        name: 'Nepali Calendar (Patro)',
        description:
          'A Bikram Sambat month calendar with English dates and the tithi of every day, 1970 to 2100 BS.',
        icon: 'MoonStar',
        keywords: [
          'patro',
          'nepali patro',
          'calendar',
          'tithi',
          'panchang',
          'bikram sambat',
          'पात्रो',
          'तिथि',
          'पञ्चाङ्ग',
        ],
      },
      {
        slug: 'nepali-distance-converter',
        name: 'Nepali Distance Converter',
        description:
          'Convert Angul, Bitta, Haat, Danda, Kosh, Yojan and Gaj to metric and imperial units.',
        icon: 'Ruler',
        formula:
          '1 Angul = 3/4 in (19.05 mm); 1 Bitta = 12 Angul (9 in); 1 Haat = 2 Bitta (18 in); 1 Danda = 4 Haat (6 ft); 1 Kosh = 2000 Danda (4000 yd); 1 Yojan = 4 Kosh; 1 Gaj = 1 yd (36 in)',
      },
      {
        slug: 'nepali-weight-converter',
        name: 'Nepali Weight Converter',
        description:
          'Convert Tola, Lal, Chhatak, Pau, Sher, Dharni and Man to grams and kilograms.',
        icon: 'Weight',
        formula:
          '1 Tola ≈ 11.66 g; 1 Lal = 116.64 mg; 1 Chhatak = 58.32 g; 1 Man ≈ 37.32 kg; 1 Carat = 200 mg; 1 Ratti = 0.6075 Carat; 1 Chhatak = 480 Ratti; 1 Lal = 0.002 Chhatak; 1 Man = 320000.2606 Lal; 1 Dharni = 0.0641 Man; 1 Pau = 0.0833 Dharni; 1 Tola = 0.0585 Pau; 1 Sher = 79.996 Tola',
      },
      {
        slug: 'nepali-volume-converter',
        name: 'Nepali Volume Converter',
        description:
          'Convert Mana, Pathi, Muri, Muthi and Karuwa to litres and other volume units.',
        icon: 'Beaker',
        formula:
          '1 Mana ≈ 0.57 L = 10 Muthi; 1 Pathi = 8 Mana = 4 Karuwa; 1 Muri = 20 Pathi = 160 Mana; 1 Chauthai = 142.857 ml; 1 Muthi = 0.4 Chauthai; 1 Karuwa = 0.0125 Muri',
      },
      {
        slug: 'nepali-number-to-words',
        name: 'Nepali Amount in Words',
        description:
          'Write an amount in Nepali and English words with lakh, crore, arab and kharab, in cheque form.',
        icon: 'BookType',
        keywords: [
          'number to words',
          'amount in words',
          'cheque',
          'check writing',
          'rupees in words',
          'lakh',
          'crore',
          'arab',
          'kharab',
          'paisa',
          'nepali numbers',
          'अंकमा',
          'अक्षरमा',
          'रुपैयाँ',
        ],
      },
      {
        slug: 'preeti-unicode-converter',
        name: 'Preeti to Unicode Converter',
        description:
          'Convert Preeti, Kantipur and PCS Nepali text to Unicode and back, and whole Word documents in your browser.',
        icon: 'ArrowLeftRight',
        keywords: [
          'preeti',
          'preeti to unicode',
          'unicode to preeti',
          'kantipur',
          'pcs nepali',
          'nepali font converter',
          'docx',
          'word document',
          'प्रीति',
          'युनिकोड',
        ],
      },
      {
        slug: 'romanized-nepali-typing',
        name: 'Romanized Nepali Typing',
        description:
          'Type Nepali with Latin letters: namaste becomes नमस्ते as you type, then copy the text.',
        icon: 'Type',
        keywords: [
          'nepali typing',
          'romanized nepali',
          'nepali unicode',
          'type in nepali',
          'transliteration',
          'devanagari keyboard',
          'नेपाली टाइपिङ',
        ],
      },
      {
        slug: 'nepali-season-converter',
        name: 'Nepali Season Finder',
        description: 'Find the Nepali season (ritu) of any month of the Bikram Sambat calendar.',
        icon: 'Leaf',
      },
    ],
  },
  {
    slug: 'international-unit-tools',
    name: 'International Unit Converters',
    description:
      'Convert storage, energy, power, pressure, speed, area, weight, volume, distance and temperature.',
    icon: 'Globe',
    main: true,
    tools: [
      {
        slug: 'digital-storage-converter',
        name: 'Digital Storage Converter',
        description: 'Convert bytes, KB, MB, GB, TB and PB, in 1024-based and 1000-based units.',
        icon: 'HardDrive',
      },
      {
        slug: 'energy-converter',
        name: 'Energy Converter',
        description: 'Convert joules, calories, watt-hours, BTU, electronvolts and foot-pounds.',
        icon: 'Zap',
      },
      {
        slug: 'power-converter',
        name: 'Power Converter',
        description: 'Convert watts, kilowatts, horsepower, BTU per hour and more.',
        icon: 'Gauge',
      },
      {
        slug: 'pressure-converter',
        name: 'Pressure Converter',
        description: 'Convert pascals, bar, psi, atmospheres, mmHg, inHg and Torr.',
        icon: 'CircleGauge',
      },
      {
        slug: 'speed-converter',
        name: 'Speed Converter',
        description: 'Convert km/h, mph, m/s, ft/s, knots, Mach and the speed of light.',
        icon: 'Wind',
      },
      {
        slug: 'english-area-converter',
        name: 'Area Converter',
        description:
          'Convert square inches, feet, yards, miles, acres, hectares and square metres.',
        icon: 'Square',
      },
      {
        slug: 'english-weight-converter',
        name: 'Weight Converter',
        description: 'Convert milligrams, grams, kilograms, ounces, pounds, stones and tons.',
        icon: 'Scale',
      },
      {
        slug: 'english-volume-converter',
        name: 'Volume Converter',
        description:
          'Convert millilitres, litres, teaspoons, cups, pints, quarts and US and UK gallons.',
        icon: 'Milk',
      },
      {
        slug: 'english-distance-converter',
        name: 'Distance Converter',
        description:
          'Convert nanometres to kilometres, inches, feet, yards, miles and nautical miles.',
        icon: 'Ruler',
      },
      {
        slug: 'temperature-converter',
        name: 'Temperature Converter',
        description: 'Convert Celsius, Fahrenheit, Kelvin, Rankine and Réaumur.',
        icon: 'Thermometer',
      },
    ],
  },
  {
    slug: 'conversion-tools',
    name: 'Conversion Tools',
    description: 'Everyday converters: currency and time zones.',
    icon: 'Calculator',
    main: false,
    tools: [
      {
        slug: 'currency-converter',
        name: 'Currency Converter',
        description: 'Convert between currencies with reference exchange rates and their date.',
        icon: 'Coins',
      },
      {
        slug: 'timezone-converter',
        name: 'Time Zone Converter',
        description: 'See a date and time in other time zones, with daylight saving time right.',
        icon: 'Clock',
      },
    ],
  },
];
