//! Moves made from the board's own controls (the province card, the bid stepper): the typed
//! action is found in the seat's legal list, so a control can only ever make a legal move.

use age_of_renaissance::Action;
use leptos::prelude::*;
use smokestack_core::Seat;

use crate::app::Ctx;

/// The app's context, read while the board is drawn (an event handler runs outside it).
pub fn table() -> Option<Ctx> {
    use_context::<Ctx>()
}

/// Applies `action` for `seat` if it is legal now, redraws and saves (after the frame); false if it was not legal
/// (or there is no table).
pub fn perform(ctx: Ctx, seat: Seat, action: &Action) -> bool {
    let Ok(json) = serde_json::to_value(action) else {
        return false;
    };
    let result = ctx.session.try_update_value(|s| {
        let s = s.as_mut()?;
        let i = s.m.legal_json(seat).iter().position(|l| *l == json)?;
        Some(s.apply(seat, i))
    });
    let done = matches!(result, Some(Some(Ok(()))));
    if let Some(Some(Err(e))) = result {
        ctx.say(e, true);
    }
    if done {
        crate::autosave::later(ctx);
    }
    ctx.touch();
    done
}
