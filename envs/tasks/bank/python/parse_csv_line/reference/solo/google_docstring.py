import csv


def parse_csv_line(line):
    """Splits a CSV line.

    Args:
        line: One CSV line.

    Returns:
        Its fields.
    """
    return next(csv.reader([line]))
