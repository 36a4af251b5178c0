import csv


def parse_csv_line(line: str, delimiter: str = ',') -> list[str]:
    """Splits one CSV line into fields.

    Args:
        line: The line, optionally ending in a line terminator.
        delimiter: The one-character field separator.

    Returns:
        The fields, unquoted; [] for an empty line.

    Raises:
        ValueError: When a quoted field is not closed, or the delimiter is not one
            character.
    """
    if len(delimiter) != 1:
        raise ValueError('delimiter must be one character')
    reader = csv.reader([line.rstrip('\r\n')], delimiter=delimiter, strict=True)
    try:
        return next(reader, [])
    except csv.Error:
        raise ValueError('unterminated quoted field') from None
