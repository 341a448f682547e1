import { describe, expect, it } from 'vitest';
import { applyFilter, parseMeasurement } from './loudnorm.ts';

const printed = `[Parsed_loudnorm_0 @ 0x5614] 
{
	"input_i" : "-21.75",
	"input_tp" : "-18.06",
	"input_lra" : "0.00",
	"input_thresh" : "-31.75",
	"output_i" : "-16.05",
	"output_tp" : "-12.31",
	"output_lra" : "0.00",
	"output_thresh" : "-26.05",
	"normalization_type" : "linear",
	"target_offset" : "0.05"
}
`;

describe('loudnorm', () => {
  it('reads the first pass and builds the second', () => {
    const measured = parseMeasurement(`Stream mapping: {x}\n${printed}`);
    expect(measured).toEqual({
      inputI: -21.75,
      inputTp: -18.06,
      inputLra: 0,
      inputThresh: -31.75,
      targetOffset: 0.05,
    });
    expect(applyFilter(-16, measured!)).toBe(
      'loudnorm=I=-16:TP=-1.5:LRA=11:measured_I=-21.75:measured_TP=-18.06:measured_LRA=0:measured_thresh=-31.75:offset=0.05:linear=true:print_format=none',
    );
  });

  it('finds nothing to level in silence or in no output', () => {
    expect(parseMeasurement(printed.replace('"-21.75"', '"-inf"'))).toBeNull();
    expect(parseMeasurement('no json here')).toBeNull();
  });

  it('widens the range target to the measured range, so one gain can do', () => {
    const wide = { inputI: -20, inputTp: -3, inputLra: 17.4, inputThresh: -30, targetOffset: 0 };
    expect(applyFilter(-16, wide)).toContain(':LRA=18:');
  });
});
