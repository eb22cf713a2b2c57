// The preferences menu (spec 2 §2, §9): 'Show hidden components', the card size, and the card
// width slider (250–768 px, step 2). Each is saved on this device.
import { Button, FormGroup, PopoverNext, SegmentedControl, Slider } from '@blueprintjs/core';
import { usePreferenceSwitch } from '../../../components/preference-switch/usePreferenceSwitch.tsx';
import { SHOW_HIDDEN_COMPONENTS } from '../../../lib/preferences/switch-preferences.ts';
import { CARD_SIZE_OPTIONS, CARD_WIDTH_SLIDER, cardWidthPx, isCardSize } from '../card-model.ts';
import { useCardWidth } from '../topology-preferences.ts';

export function TopologyPreferences() {
  const [, showHiddenSwitch] = usePreferenceSwitch(SHOW_HIDDEN_COMPONENTS);
  const [width, setWidth] = useCardWidth();
  const px = cardWidthPx(width);
  const clamped = Math.min(CARD_WIDTH_SLIDER.max, Math.max(CARD_WIDTH_SLIDER.min, px));
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <div className="mc-topo-prefs" aria-label="Topology preferences">
          {showHiddenSwitch}
          <FormGroup label="Card size">
            <SegmentedControl
              size="small"
              aria-label="Card size"
              value={isCardSize(width) ? width : ''}
              options={CARD_SIZE_OPTIONS}
              onValueChange={(value) => {
                if (isCardSize(value)) setWidth(value);
              }}
            />
          </FormGroup>
          <FormGroup label={`Card width: ${px} px`}>
            <Slider
              min={CARD_WIDTH_SLIDER.min}
              max={CARD_WIDTH_SLIDER.max}
              stepSize={CARD_WIDTH_SLIDER.step}
              labelStepSize={CARD_WIDTH_SLIDER.max - CARD_WIDTH_SLIDER.min}
              value={clamped}
              onChange={setWidth}
              handleHtmlProps={{ 'aria-label': 'Card width' }}
            />
          </FormGroup>
        </div>
      }
    >
      <Button variant="minimal" icon="cog" aria-label="Preferences" title="Preferences" />
    </PopoverNext>
  );
}
