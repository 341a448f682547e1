import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  guide: {
    choose: 'Choose linear or radial, two or three colours and, for a linear gradient, its angle.',
    preview: 'The preview follows every change. Copy the CSS, or download it as {file}.',
    random: 'Random picks new colours and a new angle; Reset brings back the defaults.',
  },
  linearLabel: (angle: number, colors: string) =>
    `Linear gradient at ${angle} degrees through ${colors}`,
  radialLabel: (colors: string) => `Radial gradient from the centre through ${colors}`,
  type: 'Gradient type',
  linear: 'Linear',
  radial: 'Radial',
  count: 'Number of colours',
  colours: (count: number) => `${count} colours`,
  angle: 'Angle',
  colour: (index: number) => `Colour ${index}`,
};

export const gradientMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    guide: {
      choose: 'रेखीय वा वृत्ताकार, दुई वा तीन रङ, र रेखीय ग्रेडियन्टका लागि त्यसको कोण छान्नुहोस्।',
      preview: 'पूर्वावलोकन हरेक परिवर्तनसँगै बदलिन्छ। CSS कपी गर्नुहोस्, वा {file} का रूपमा डाउनलोड गर्नुहोस्।',
      random: 'अनियमितले नयाँ रङ र नयाँ कोण छान्छ; रिसेटले सुरुका मान फर्काउँछ।',
    },
    linearLabel: (angle, colors) => `${angle} डिग्रीमा ${colors} हुँदै जाने रेखीय ग्रेडियन्ट`,
    radialLabel: (colors) => `बीचबाट ${colors} हुँदै जाने वृत्ताकार ग्रेडियन्ट`,
    type: 'ग्रेडियन्टको किसिम',
    linear: 'रेखीय',
    radial: 'वृत्ताकार',
    count: 'रङको सङ्ख्या',
    colours: (count) => `${count} रङ`,
    angle: 'कोण',
    colour: (index) => `रङ ${index}`,
  },
};
