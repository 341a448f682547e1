import type { ToolScreenProps } from '../registry.ts';
import { FromToConverter } from '../_converters/from-to-converter.tsx';
import { speedConverter } from './units.ts';

export default function Screen(_props: ToolScreenProps) {
  return <FromToConverter definition={speedConverter} />;
}
