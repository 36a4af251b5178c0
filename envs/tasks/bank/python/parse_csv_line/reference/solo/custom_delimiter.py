import csv


def parse_csv_line(line: str, delimiter: str = ',') -> list[str]:
    """Splits a CSV line.

    Args:
        line: One CSV line.
        delimiter: The field separator.

    Returns:
        Its fields.
    """
    if len(delimiter) != 1:
        raise ValueError('delimiter must be one character')
    return next(csv.reader([line], delimiter=delimiter))
