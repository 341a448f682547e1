import * as lucide from 'lucide-react';

/** True when lucide-react exports an icon of this name (test helper; never import from app code). */
export function hasIcon(name: string): boolean {
  return name in lucide;
}
