import type { ToolScreenProps } from '../registry.ts';
import { FromToConverter } from '../_converters/from-to-converter.tsx';
import { distanceConverter } from './units.ts';

export default function Screen(_props: ToolScreenProps) {
  return <FromToConverter definition={distanceConverter} />;
}
