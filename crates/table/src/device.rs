//! This device's part of a table: which seats the people here play, and so whether a game waits
//! for them, for the bots (which play wherever the game is open), or for someone the game must
//! be sent to. Hotseat is the case where every person's seat is here; link play, where some are
//! not; a game may mix both.

use smokestack_core::Seat;

/// Whose move it is, as one device sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Turn {
    /// These seats of this device act (in a simultaneous phase, seats elsewhere may act too).
    Here(Vec<Seat>),
    /// Only bots act: they play on whichever device holds the game, this one.
    Bots,
    /// Only people at other devices act: the game must be sent to them.
    Away(Vec<Seat>),
    Over,
}

impl Turn {
    /// Whether the game waits for this device (its people or the bots it runs).
    pub fn is_ours(&self) -> bool {
        matches!(self, Turn::Here(_) | Turn::Bots)
    }
}

/// Whose move it is when `acting` act, `bots` are played by bots, and this device plays `mine`
/// (`None`: not yet chosen; every person's seat counts as here, as at one table).
///
/// Bots never act while a person acts (see the app's session), so a game in link play has one
/// device at a time that runs its bots: the one where the last person acted.
pub fn turn(acting: &[Seat], bots: &[Seat], mine: Option<&[Seat]>) -> Turn {
    if acting.is_empty() {
        return Turn::Over;
    }
    let people: Vec<Seat> = acting
        .iter()
        .copied()
        .filter(|s| !bots.contains(s))
        .collect();
    if people.is_empty() {
        return Turn::Bots;
    }
    let here: Vec<Seat> = people
        .iter()
        .copied()
        .filter(|s| mine.is_none_or(|m| m.contains(s)))
        .collect();
    if here.is_empty() {
        Turn::Away(people)
    } else {
        Turn::Here(here)
    }
}

/// The seats a device may claim: every seat a person plays, in seat order.
pub fn claimable(seats: u8, bots: &[Seat]) -> Vec<Seat> {
    (0..seats).filter(|s| !bots.contains(s)).collect()
}

/// A claim as it is kept: sorted, without repeats, only seats people play at this table. An
/// empty claim is none.
pub fn clean_claim(claim: &[Seat], seats: u8, bots: &[Seat]) -> Option<Vec<Seat>> {
    let mut c: Vec<Seat> = claim
        .iter()
        .copied()
        .filter(|s| *s < seats && !bots.contains(s))
        .collect();
    c.sort_unstable();
    c.dedup();
    (!c.is_empty()).then_some(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hotseat_device_acts_for_every_person() {
        assert_eq!(turn(&[1], &[], Some(&[0, 1])), Turn::Here(vec![1]));
        assert_eq!(turn(&[0, 1], &[], None), Turn::Here(vec![0, 1]));
    }

    #[test]
    fn a_link_device_acts_only_for_its_own_seats() {
        assert_eq!(turn(&[1], &[], Some(&[0])), Turn::Away(vec![1]));
        // A simultaneous phase: this device acts for its seat; the other acts elsewhere.
        assert_eq!(turn(&[0, 1], &[], Some(&[1])), Turn::Here(vec![1]));
        assert_eq!(turn(&[0, 2], &[], Some(&[1])), Turn::Away(vec![0, 2]));
    }

    #[test]
    fn bots_play_on_the_device_that_holds_the_game() {
        assert_eq!(turn(&[2], &[2], Some(&[0])), Turn::Bots);
        assert!(Turn::Bots.is_ours());
        // A bot acting beside a person elsewhere: the game waits for that person.
        assert_eq!(turn(&[1, 2], &[2], Some(&[0])), Turn::Away(vec![1]));
        assert_eq!(turn(&[], &[], Some(&[0])), Turn::Over);
        assert!(!Turn::Over.is_ours() && !Turn::Away(vec![1]).is_ours());
    }

    #[test]
    fn claims_keep_only_seats_people_play() {
        assert_eq!(claimable(3, &[1]), vec![0, 2]);
        assert_eq!(clean_claim(&[2, 0, 2, 1, 7], 3, &[1]), Some(vec![0, 2]));
        assert_eq!(clean_claim(&[1], 3, &[1]), None);
        assert_eq!(clean_claim(&[], 3, &[]), None);
    }
}
