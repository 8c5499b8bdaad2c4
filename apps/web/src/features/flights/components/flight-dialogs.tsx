import { flightDialogTabs } from '@cabkit/domain/model';
import { manualFlight } from '@cabkit/domain/flight';
import { FlightDetailsDialog, FlightFinderDialog, type FlightFinderResult } from '@cabkit/ui/dialogs';
import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { bookingState } from '../../../state/booking';
import {
  completeManualFlight,
  type FoundFlight,
  findFlights,
  flightFromSearch,
  flightOf,
  landingAirport,
  loadArrivingFromAirports,
  loadFinderAirlines,
  loadFinderAirports,
  recordFlight,
  saveFlightDetails,
} from '../state/flight-actions';
import { type FlightTab, flightUi, openFlightDetails, openFlightFinder } from '../state/flight-model';

function landingPlaceText(tab: FlightTab): string {
  const place = landingAirport(tab);
  return place ? place.Fulladdress || place.Name : '';
}

/** Props of `FlightDialogs`. */
export interface FlightDialogsProps {
  /** Called when the step gate's flight dialog is done, so the wizard carries on (Next, or Book now). */
  onContinue: () => void;
  /** Picker start-up delay (default 1000 ms; tests use 0). */
  pickerReadyDelayMs?: number;
}

/**
 * The flight-details dialog (outward and return tabs as the journey needs, both variants, the no-details
 * checkbox, "Find my flight") and the flight finder (best match, possible options, manual entry), wired to the
 * booking and the server (docs/behaviour/flights.md#flight-dialog).
 */
export function FlightDialogs({ onContinue, pickerReadyDelayMs }: FlightDialogsProps) {
  const ui = useSnapshot(flightUi);
  const booking = useSnapshot(bookingState);
  const found = useRef(new Map<string, FoundFlight>());
  const tabs = flightDialogTabs(booking);
  const detailsTab = ui.detailsTab && tabs.includes(ui.detailsTab) ? ui.detailsTab : null;
  const finderTab = ui.finderTab;

  const closeDetails = () => {
    flightUi.detailsTab = null;
    flightUi.continueWhenDone = false;
  };
  const closeFinder = (tab: FlightTab) => {
    flightUi.finderTab = null;
    if (flightUi.finderFromDetails) openFlightDetails(tab, flightUi.continueWhenDone);
  };

  return (
    <>
      {detailsTab ? (
        <FlightDetailsDialog
          key={ui.detailsKey}
          open
          onOpenChange={(open) => {
            if (!open) closeDetails();
          }}
          tabs={tabs}
          defaultTab={detailsTab}
          variant={ui.variant}
          defaultFlight={flightOf('outward')}
          defaultReturnFlight={flightOf('return')}
          loadAirports={loadArrivingFromAirports}
          now={new Date()}
          pickerReadyDelayMs={pickerReadyDelayMs}
          onSubmit={(tab, flight) => saveFlightDetails(tab, flight)}
          onDone={() => {
            const carryOn = flightUi.continueWhenDone;
            closeDetails();
            if (carryOn) onContinue();
          }}
          onFindFlight={(tab) => openFlightFinder(tab, true)}
        />
      ) : null}
      {finderTab ? (
        <FlightFinderDialog
          open
          onOpenChange={(open) => {
            if (!open) closeFinder(finderTab);
          }}
          pickupAddress={landingPlaceText(finderTab)}
          now={new Date()}
          pickerReadyDelayMs={pickerReadyDelayMs}
          loadAirlines={loadFinderAirlines}
          loadAirports={loadFinderAirports}
          onSearch={async (search) => {
            const results = await findFlights(finderTab, search);
            found.current = new Map(results.map((result) => [result.id, result]));
            return results;
          }}
          onPick={(result: FlightFinderResult) => {
            const item = found.current.get(result.id)?.item;
            if (item) recordFlight(finderTab, flightFromSearch(item, flightOf(finderTab)));
          }}
          onManualEntry={(flightNumber) => {
            const tab = finderTab;
            const entered = manualFlight(flightNumber, landingAirport(tab)?.Code ?? '');
            recordFlight(tab, entered);
            // Fill in where it comes from and when it lands when the server knows the flight.
            void completeManualFlight(tab, entered).then((completed) => {
              if (completed !== entered && flightOf(tab).Number === entered.Number) recordFlight(tab, completed);
            });
          }}
        />
      ) : null}
    </>
  );
}
