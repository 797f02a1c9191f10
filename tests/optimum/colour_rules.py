"""colour_rules.py - SPEC §12's colour constraints, as the two optimum tests
recompute them from a player's played colours alone ('F' first, 'S' second;
byes and forfeits are not in the list)."""


def breaks_if(history, colour):
    """1 when `colour` next breaks 禁连三 (three running) or 禁多三 (firsts and
    seconds more than two apart), else 0."""
    seq = history + [colour]
    if len(seq) >= 3 and seq[-1] == seq[-2] == seq[-3]:
        return 1
    return 1 if abs(2 * seq.count("F") - len(seq)) > 2 else 0


def keeps_none(history):
    """1 when neither colour keeps the player's constraints."""
    return breaks_if(history, "F") and breaks_if(history, "S")


def pair_breaks(ha, hb):
    """The fewest players of a board breaking a constraint, over its two colourings."""
    return min(breaks_if(ha, "F") + breaks_if(hb, "S"),
               breaks_if(ha, "S") + breaks_if(hb, "F"))


def avoidable(ha, hb):
    """The board's breaks that its players do not bring with them."""
    return pair_breaks(ha, hb) - keeps_none(ha) - keeps_none(hb)
