# codeloop's Ruby test runner: loads the candidate at the top level (its methods become private
# methods of Object, its constants Object's), then runs each test body, a method of
# CodeloopTests < Codeloop::Test, whose assertions (assert_equal, assert, refute, assert_nil,
# assert_in_delta, assert_raises, assert_empty, flunk) are minitest's in name and argument
# order. A probe calls codeloop_observe / codeloop_observe_raises instead: they send the
# canonical text of what they see (see codeloop's languages/probes.py) and decide nothing.
# Each result goes to descriptor 3 with the job's nonce, read from descriptor 4 first.
# Usage: ruby --disable-gems runtime.rb SOLUTION TESTS START

module Codeloop
  NONCE = IO.new(4, "r").read.strip.freeze
  OUT = IO.new(3, "w")
  OUT.sync = true
  CAP = 1024
  MASK = 0xffffffffffffffff
  FNV = 0xcbf29ce484222325
  @current = 0

  class << self
    attr_accessor :current
  end

  # A failed assertion (an Exception, not a StandardError: the code's `rescue => e` does not
  # swallow it).
  class Failure < Exception; end

  # A probe that reached flunk: the test stops there, observed.
  class Stop < Exception; end

  def self.fnv(text, h)
    text.each_byte { |b| h = ((h ^ b) * 0x100000001b3) & MASK }
    format("%016x", h)
  end

  def self.quote(s)
    return s.dump unless s.valid_encoding?

    out = +'"'
    s.each_char do |c|
      out << case c
             when '"', "\\" then "\\" + c
             when "\n" then "\\n"
             when "\t" then "\\t"
             when "\r" then "\\r"
             else c.ord < 0x20 || c.ord == 0x7f ? format("\\u%04x", c.ord) : c
             end
    end
    out << '"'
  end

  def self.show(v)
    case v
    when nil then "null"
    when true then "true"
    when false then "false"
    when Integer then v.to_s
    when Float
      return "nan" if v.nan?
      return (v.positive? ? "inf" : "-inf") if v.infinite?

      (v.zero? ? 0.0 : v).to_s # -0.0 is 0.0; to_s is the shortest round-trip text
    when String then quote(v)
    when Symbol then ":" + quote(v.to_s)
    when Array then "[" + v.map { |x| show(x) }.join(",") + "]"
    when Hash then "{" + v.map { |k, x| show(k) + ":" + show(x) }.sort.join(",") + "}"
    when Range then "#{show(v.begin)}#{v.exclude_end? ? '...' : '..'}#{show(v.end)}"
    when Rational, Complex then v.to_s
    when Struct then "#{v.class.name}{" + v.each_pair.map { |k, x| "#{k}:#{show(x)}" }.join(",") + "}"
    else
      if defined?(::Set) && v.is_a?(::Set)
        "\#{" + v.map { |x| show(x) }.sort.join(",") + "}"
      else
        raise TypeError, "codeloop cannot observe a #{v.class}"
      end
    end
  end

  def self.emit(site, text)
    text = text.b
    text = "##{text.bytesize}:#{fnv(text, FNV)}#{fnv(text, FNV ^ 0x9e3779b97f4a7c15)}" if text.bytesize > CAP
    OUT.write("CLO1 #{NONCE} #{@current} #{site} #{text.unpack1('H*')}\n")
  end

  def self.report(k, status, message)
    OUT.write("CLR1 #{NONCE} #{k} #{status} #{message.to_s.b.unpack1('H*')}\n")
  end

  # The assertions of a test body, and the observations of its probe.
  class Test
    def assert(test, message = nil)
      raise Failure, (message || "expected a truthy value, got #{test.inspect}") unless test

      true
    end

    def refute(test, message = nil)
      raise Failure, (message || "expected a falsy value, got #{test.inspect}") if test

      true
    end

    def assert_equal(expected, actual, message = nil)
      assert(expected == actual, message || "expected #{expected.inspect}, got #{actual.inspect}")
    end

    def assert_nil(actual, message = nil)
      assert(actual.nil?, message || "expected nil, got #{actual.inspect}")
    end

    def refute_nil(actual, message = nil)
      refute(actual.nil?, message || "expected a value, got nil")
    end

    def assert_empty(actual, message = nil)
      assert(actual.empty?, message || "expected empty, got #{actual.inspect}")
    end

    def refute_empty(actual, message = nil)
      refute(actual.empty?, message || "expected something, got #{actual.inspect}")
    end

    def assert_in_delta(expected, actual, delta = 0.001, message = nil)
      assert((expected - actual).abs <= delta,
             message || "expected #{actual.inspect} within #{delta} of #{expected.inspect}")
    end

    def assert_raises(*classes)
      classes = [StandardError] if classes.empty?
      begin
        yield
      rescue *classes => e
        return e
      rescue Failure, Stop
        raise
      rescue Exception => e # rubocop:disable Lint/RescueException - reported, not swallowed
        raise Failure, "expected #{classes.join(' or ')}, got #{e.class}: #{e.message}"
      end
      raise Failure, "expected #{classes.join(' or ')}, nothing was raised"
    end

    def flunk(message = "flunked")
      raise Failure, message
    end

    def codeloop_observe(site, value)
      Codeloop.emit(site, Codeloop.show(value))
      value
    end

    def codeloop_observe_raises(site, *classes)
      classes = [StandardError] if classes.empty?
      begin
        yield
      rescue Failure, Stop
        raise
      rescue Exception => e # rubocop:disable Lint/RescueException - observed
        raise if e.is_a?(SystemExit) || e.is_a?(NoMemoryError)

        named = classes.find { |c| e.is_a?(c) }
        Codeloop.emit(site, "raised #{named ? named.name : e.class.name}")
        return e
      end
      Codeloop.emit(site, "did not raise")
      nil
    end

    def codeloop_observe_fail(site)
      Codeloop.emit(site, "reached flunk")
      raise Stop
    end
  end

  def self.main(solution, tests, start)
    # Bundled gems (prime, matrix ...) without loading rubygems: their lib directories, last.
    require "rbconfig"
    gems = File.join(RbConfig::CONFIG["rubylibprefix"], "gems", RbConfig::CONFIG["ruby_version"])
    $LOAD_PATH.concat(Dir.glob(File.join(gems, "gems", "*", "lib")).sort)
    begin
      TOPLEVEL_BINDING.eval(File.read(solution), "solution.rb")
    rescue ScriptError, StandardError => e
      report(start, "setup", "#{e.class}: #{e.message}")
      return
    end
    load(tests)
    runner = ::CodeloopTests.new
    k = start
    while ::CodeloopTests.method_defined?("codeloop_t#{k}")
      @current = k
      status, message = "passed", ""
      begin
        runner.public_send("codeloop_t#{k}")
      rescue Stop
        nil
      rescue Failure => e
        status, message = "failed", e.message
      rescue ScriptError, StandardError, SystemStackError, NoMemoryError => e
        status, message = "error", "#{e.class}: #{e.message}"
      end
      report(k, status, message)
      k += 1
    end
  end
end

Codeloop.main(ARGV[0], ARGV[1], Integer(ARGV[2]))
